import type { CenterProps } from '@csw/contracts';
import { usePublishOnMount } from '@csw/event-bus';
import { Card, CenterHeader, Muted } from '@csw/ui';
import { bundleOrigin } from '../bundle-origin';

/** The ADVISE screen. Until the ADVISE center issue lands it shows its title and what it will do. */
export function AdviseCenter(_props: CenterProps) {
  usePublishOnMount('center/mounted', { centerId: 'advise', version: __APP_VERSION__, origin: bundleOrigin() });
  return (
    <section aria-label="ADVISE center">
      <CenterHeader centerId="advise" />
      <Card>
        <Muted>ADVISE {__APP_VERSION__} is loaded from its own origin. Its workspace arrives with the ADVISE center release.</Muted>
      </Card>
    </section>
  );
}
