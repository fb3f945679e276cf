import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'borderless';

const StyledButton = styled.button<{ variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  border: 1px solid
    ${({ theme, variant }) =>
      variant === 'danger'
        ? theme.status.critical
        : variant === 'borderless'
          ? 'transparent'
          : theme.color.borderInteractive};
  background: ${({ theme, variant }) =>
    variant === 'primary'
      ? theme.color.interactive
      : variant === 'danger'
        ? theme.status.critical
        : 'transparent'};
  color: ${({ theme, variant }) =>
    variant === 'primary' || variant === 'danger' ? theme.color.textInverse : theme.color.textInteractive};
  &:hover:not(:disabled) {
    filter: brightness(1.12);
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant };

/** The platform button: a real <button>, type="button" unless the caller asks for a submit. */
export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <StyledButton variant={variant} type={type} {...rest} />;
}

export interface SubmitButtonProps {
  /** While the form's request runs: the button says `busyLabel` instead of its own label. */
  busy: boolean;
  busyLabel: string;
  /** Disabled while busy unless the caller says otherwise. */
  disabled?: boolean;
  children: ReactNode;
}

/** A form's submit button, which says what the form is doing while its request runs. */
export function SubmitButton({ busy, busyLabel, disabled = busy, children }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}
