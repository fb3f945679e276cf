import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { CENTER_CATALOG, type CenterId, type CenterProps } from '@csw/contracts';
import { Button, Card, StatusLabel } from '@csw/ui';
import { loadCenter } from './center-registry';

const Notice = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
`;

interface BoundaryProps {
  centerId: CenterId;
  onRetry: () => void;
  children: ReactNode;
}

/** The last line: whatever a center throws (while loading or rendering) stays inside its slot. */
class CenterErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Center ${this.props.centerId} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const title = CENTER_CATALOG[this.props.centerId].title;
    return (
      <Notice role="alert" aria-label={`${title} unavailable`}>
        <StatusLabel status="critical">{`${title} is unavailable`}</StatusLabel>
        <p>{error.message}</p>
        <p>The rest of the workspace keeps working. Try again when the center is back.</p>
        <Button onClick={this.props.onRetry}>Retry</Button>
      </Notice>
    );
  }
}

function Loading({ centerId }: { centerId: CenterId }) {
  return (
    <Notice role="status" aria-live="polite">
      <StatusLabel status="standby">{`Loading ${CENTER_CATALOG[centerId].title}...`}</StatusLabel>
    </Notice>
  );
}

/**
 * Where a center is mounted: Suspense while its code loads, an error boundary with Retry when it cannot
 * load or crashes. Each Retry makes a fresh lazy component that reloads the center's code.
 */
export function CenterSlot({ centerId, centerProps }: { centerId: CenterId; centerProps: CenterProps }) {
  const [attempt, setAttempt] = useState(0);
  const LazyCenter = useMemo(
    () =>
      lazy(async () => {
        const definition = await loadCenter(centerId, { reload: attempt > 0 });
        return { default: definition.Component };
      }),
    [centerId, attempt],
  );
  return (
    <CenterErrorBoundary
      key={`${centerId}:${attempt}`}
      centerId={centerId}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<Loading centerId={centerId} />}>
        <LazyCenter {...centerProps} />
      </Suspense>
    </CenterErrorBoundary>
  );
}
