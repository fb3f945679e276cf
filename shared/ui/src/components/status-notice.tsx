import type { Status } from '../theme/theme';
import { StatusLabel } from './status-symbol';

/**
 * A line of news in the status system's words and symbol, announced politely (role=status); nothing
 * when there is no message.
 */
export function StatusNotice({ status, message }: { status: Status; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="status">
      <StatusLabel status={status}>{message}</StatusLabel>
    </p>
  );
}
