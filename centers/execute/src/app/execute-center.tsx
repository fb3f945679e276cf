import type { CenterProps } from '@csw/contracts';
import { usePublishOnMount, useRoutedText } from '@csw/event-bus';
import { Card, CenterHeader, Muted, TextAreaField } from '@csw/ui';
import { bundleOrigin } from '../bundle-origin';

/**
 * The EXECUTE screen. Until the EXECUTE center issue lands it shows its title and the description the command bar hands
 * it, in the field the full screen will use.
 */
export function ExecuteCenter(_props: CenterProps) {
  usePublishOnMount('center/mounted', {
    centerId: 'execute',
    version: __APP_VERSION__,
    origin: bundleOrigin(),
  });
  const [text, setText] = useRoutedText('execute');
  return (
    <section aria-label="EXECUTE center">
      <CenterHeader centerId="execute" />
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
    </section>
  );
}
