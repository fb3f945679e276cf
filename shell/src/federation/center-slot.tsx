import {
  Component,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { CENTER_CATALOG, type CenterId, type CenterProps } from '@csw/contracts';
import { Button, Card, Stack, StatusLabel } from '@csw/ui';
import { loadCenter, loadedCenter } from './center-registry';

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
      <Stack as={Card} gap="sm" align="flex-start" role="alert" aria-label={`${title} unavailable`}>
        <StatusLabel status="critical">{`${title} is unavailable`}</StatusLabel>
        <p>{error.message}</p>
        <p>The rest of the workspace keeps working. Try again when the center is back.</p>
        <Button onClick={this.props.onRetry}>Retry</Button>
      </Stack>
    );
  }
}

function Loading({ centerId }: { centerId: CenterId }) {
  return (
    <Stack as={Card} gap="sm" align="flex-start" role="status" aria-live="polite">
      <StatusLabel status="standby">{`Loading ${CENTER_CATALOG[centerId].title}...`}</StatusLabel>
    </Stack>
  );
}

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; Center: ComponentType<CenterProps> }
  | { status: 'failed'; error: Error };

/**
 * The center's code, loaded outside React's Suspense: a center that was preloaded renders in the slot's
 * first render, and one still loading shows the notice until its code is there. (A Suspense fallback that
 * has been shown is revealed no sooner than about 300 ms later, which would cost every opening that much.)
 */
function LoadedCenter({
  centerId,
  reload,
  centerProps,
}: {
  centerId: CenterId;
  reload: boolean;
  centerProps: CenterProps;
}) {
  const [state, setState] = useState<SlotState>(() => {
    const known = reload ? undefined : loadedCenter(centerId);
    return known ? { status: 'ready', Center: known.Component } : { status: 'loading' };
  });
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCenter(centerId, { reload }).then(
      (definition) => live && setState({ status: 'ready', Center: definition.Component }),
      (error: unknown) =>
        live &&
        setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [centerId, reload, ready]);
  // The error boundary around the slot shows it, with Retry.
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <Loading centerId={centerId} />;
  const { Center } = state;
  return <Center {...centerProps} />;
}

/**
 * Where a center is mounted: a notice while its code loads, an error boundary with Retry when it cannot
 * load or crashes, and Suspense for what the center itself loads lazily. Each Retry loads the center's
 * code again.
 */
export function CenterSlot({ centerId, centerProps }: { centerId: CenterId; centerProps: CenterProps }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <CenterErrorBoundary
      key={`${centerId}:${attempt}`}
      centerId={centerId}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<Loading centerId={centerId} />}>
        <LoadedCenter centerId={centerId} reload={attempt > 0} centerProps={centerProps} />
      </Suspense>
    </CenterErrorBoundary>
  );
}
