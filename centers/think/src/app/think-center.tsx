import type { CenterProps } from '@csw/contracts';
import { usePublishOnMount } from '@csw/event-bus';
import { Card, CenterHeader, Muted } from '@csw/ui';
import { bundleOrigin } from '../bundle-origin';

/** The THINK screen. Until the THINK center issue lands it shows its title and what it will do. */
export function ThinkCenter(_props: CenterProps) {
  usePublishOnMount('center/mounted', { centerId: 'think', version: __APP_VERSION__, origin: bundleOrigin() });
  return (
    <section aria-label="THINK center">
      <CenterHeader centerId="think" />
      <Card>
        <Muted>THINK {__APP_VERSION__} is loaded from its own origin. Its workspace arrives with the THINK center release.</Muted>
      </Card>
    </section>
  );
}
