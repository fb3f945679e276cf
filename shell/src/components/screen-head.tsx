import { Button, Row, ScreenTitle } from '@csw/ui';

/** The head of a full-width screen (administration, team): its title and the way back to the dashboard. */
export function ScreenHead({ title, onDashboard }: { title: string; onDashboard: () => void }) {
  return (
    <Row wrap={false} justify="space-between" gap="md">
      <ScreenTitle>{title}</ScreenTitle>
      <Button variant="secondary" onClick={onDashboard}>
        Dashboard
      </Button>
    </Row>
  );
}
