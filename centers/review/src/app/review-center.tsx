import type { CenterProps } from '@csw/contracts';
import { usePublishOnMount } from '@csw/event-bus';
import { Card, CenterHeader, Muted } from '@csw/ui';
import { bundleOrigin } from '../bundle-origin';

/** The REVIEW screen. Until the REVIEW center issue lands it shows its title and what it will do. */
export function ReviewCenter(_props: CenterProps) {
  usePublishOnMount('center/mounted', { centerId: 'review', version: __APP_VERSION__, origin: bundleOrigin() });
  return (
    <section aria-label="REVIEW center">
      <CenterHeader centerId="review" />
      <Card>
        <Muted>REVIEW {__APP_VERSION__} is loaded from its own origin. Its workspace arrives with the REVIEW center release.</Muted>
      </Card>
    </section>
  );
}
