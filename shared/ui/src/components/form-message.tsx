import styled from '@emotion/styled';
import { StatusSymbol } from './status-symbol';

const Message = styled.div<{ success: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme, success }) => (success ? theme.feedback.success : theme.feedback.error)};
  svg {
    flex: none;
    margin-top: 0.25em;
  }
  p {
    margin: 0;
  }
  p:first-of-type {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** The seed's rule: a message that contains 'success' (in any case) is a success, any other a failure. */
export function isSuccessMessage(message: string): boolean {
  return message.toLowerCase().includes('success');
}

export interface FormMessageProps {
  /** What happened; nothing is shown for none. */
  message: string | null | undefined;
  /** What to do next ('Please select documents ...'), shown under the message in the same colour. */
  hint?: string | null;
}

/**
 * The platform's one status message, used by the shell and every center for the outcome of an action and
 * for every message of the spec's catalogue: green with the normal symbol when the text contains
 * 'success', red with the critical symbol otherwise (the symbol repeats the colour's meaning for those who
 * cannot see it). Failures are announced at once (role alert), successes politely (role status).
 */
export function FormMessage({ message, hint }: FormMessageProps) {
  if (!message) return null;
  const success = isSuccessMessage(message);
  return (
    <Message
      success={success}
      role={success ? 'status' : 'alert'}
      data-outcome={success ? 'success' : 'failure'}
    >
      <StatusSymbol status={success ? 'normal' : 'critical'} label={success ? 'Success' : 'Error'} />
      <div>
        <p>{message}</p>
        {hint ? <p>{hint}</p> : null}
      </div>
    </Message>
  );
}
