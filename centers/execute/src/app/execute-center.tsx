import type { CenterProps } from '@csw/contracts';
import { useRoutedText } from '@csw/event-bus';
import { Card, CenterLayout, Muted, TextAreaField } from '@csw/ui';

/**
 * The EXECUTE screen. Until the EXECUTE center issue lands it shows its title and the description the command bar hands
 * it, in the field the full screen will use.
 */
export function ExecuteCenter(_props: CenterProps) {
  const [text, setText] = useRoutedText('execute');
  return (
    <CenterLayout centerId="execute">
      <Card>
        <TextAreaField
          label="Task description"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Muted>
          EXECUTE {__APP_VERSION__} is loaded from its own origin. Its full workspace arrives with the EXECUTE
          center release.
        </Muted>
      </Card>
    </CenterLayout>
  );
}
