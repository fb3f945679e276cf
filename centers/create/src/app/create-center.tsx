import type { CenterProps } from '@csw/contracts';
import { usePublishOnMount } from '@csw/event-bus';
import { Card, CenterHeader, Muted } from '@csw/ui';
import { bundleOrigin } from '../bundle-origin';

/** The CREATE screen. Until the CREATE center issue lands it shows its title and what it will do. */
export function CreateCenter(_props: CenterProps) {
  usePublishOnMount('center/mounted', { centerId: 'create', version: __APP_VERSION__, origin: bundleOrigin() });
  return (
    <section aria-label="CREATE center">
      <CenterHeader centerId="create" />
      <Card>
        <Muted>CREATE {__APP_VERSION__} is loaded from its own origin. Its workspace arrives with the CREATE center release.</Muted>
      </Card>
    </section>
  );
}
