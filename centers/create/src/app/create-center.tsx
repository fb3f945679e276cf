import type { CenterProps } from '@csw/contracts';
import { useRoutedText } from '@csw/event-bus';
import { Card, CenterLayout, Muted, TextAreaField } from '@csw/ui';

/**
 * The CREATE screen. Until the CREATE center issue lands it shows its title and the intent the command bar hands
 * it, in the field the full screen will use.
 */
export function CreateCenter(_props: CenterProps) {
  const [text, setText] = useRoutedText('create');
  return (
    <CenterLayout centerId="create">
      <Card>
        <TextAreaField
          label="Intent"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Muted>
          CREATE {__APP_VERSION__} is loaded from its own origin. Its full workspace arrives with the CREATE
          center release.
        </Muted>
      </Card>
    </CenterLayout>
  );
}
