import type { CenterProps } from '@csw/contracts';
import { usePublishOnMount } from '@csw/event-bus';
import { Card, CenterHeader, Muted } from '@csw/ui';
import { bundleOrigin } from '../bundle-origin';

/** The EXECUTE screen. Until the EXECUTE center issue lands it shows its title and what it will do. */
export function ExecuteCenter(_props: CenterProps) {
  usePublishOnMount('center/mounted', { centerId: 'execute', version: __APP_VERSION__, origin: bundleOrigin() });
  return (
    <section aria-label="EXECUTE center">
      <CenterHeader centerId="execute" />
      <Card>
        <Muted>EXECUTE {__APP_VERSION__} is loaded from its own origin. Its workspace arrives with the EXECUTE center release.</Muted>
      </Card>
    </section>
  );
}
