import type { CenterProps } from '@csw/contracts';
import { useRoutedText } from '@csw/event-bus';
import { Card, CenterLayout, Muted, TextAreaField } from '@csw/ui';

/**
 * The ADVISE screen. Until the ADVISE center issue lands it shows its title and the scenario the command bar hands
 * it, in the field the full screen will use.
 */
export function AdviseCenter(_props: CenterProps) {
  const [text, setText] = useRoutedText('advise');
  return (
    <CenterLayout centerId="advise">
      <Card>
        <TextAreaField
          label="Scenario"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Muted>
          ADVISE {__APP_VERSION__} is loaded from its own origin. Its full workspace arrives with the ADVISE
          center release.
        </Muted>
      </Card>
    </CenterLayout>
  );
}
