import styled from '@emotion/styled';
import { StatusSymbol } from './status-symbol';

const Message = styled.p<{ success: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, success }) => (success ? theme.feedback.success : theme.feedback.error)};
`;

/** The rule: a message that contains 'success' is a success, any other is a failure. */
export function isSuccessMessage(message: string): boolean {
  return message.toLowerCase().includes('success');
}

/**
 * The outcome of a form: green with the normal symbol for a success, red with the critical symbol
 * otherwise (the symbol repeats the colour's meaning for those who cannot see it). Failures are
 * announced at once (alert), successes politely (status).
 */
export function FormMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  const success = isSuccessMessage(message);
  return (
    <Message
      success={success}
      role={success ? 'status' : 'alert'}
      data-outcome={success ? 'success' : 'failure'}
    >
      <StatusSymbol status={success ? 'normal' : 'critical'} label={success ? 'Success' : 'Error'} />
      <span>{message}</span>
    </Message>
  );
}
