import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const FieldError = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.feedback.error};
`;

/** Astro's input look: dark field, blue border, lighter on hover, red when invalid. */
export const controlStyle = (theme: Theme) => css`
  width: 100%;
  font: inherit;
  color: ${theme.color.text};
  background: ${theme.color.inputBackground};
  border: 1px solid ${theme.color.inputBorder};
  border-radius: ${theme.radius};
  padding: ${theme.space.xs} ${theme.space.sm};
  min-height: 2rem;
  &::placeholder {
    color: ${theme.color.textPlaceholder};
  }
  &:hover:not(:disabled) {
    border-color: ${theme.color.inputBorderHover};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.inputBorderInvalid};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const Input = styled.input(({ theme }) => controlStyle(theme));
const Select = styled.select(({ theme }) => controlStyle(theme));
const TextArea = styled.textarea(({ theme }) => [
  controlStyle(theme),
  css`
    resize: vertical;
    line-height: 1.5;
  `,
]);

interface FieldText {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** Wires a control to its label, hint and error so that assistive technology reads them together. */
function useFieldIds(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  /** What the control itself carries: its id, what describes it, and whether it is invalid. */
  const control = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  return { id, hintId, errorId, control };
}

function FieldFrame({
  ids,
  label,
  hint,
  error,
  children,
}: FieldText & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <Field>
      <label htmlFor={ids.id}>{label}</label>
      {children}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </Field>
  );
}

export type TextFieldProps = FieldText & ComponentPropsWithRef<'input'>;

export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <Input {...ids.control} {...input} />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldText &
  ComponentPropsWithRef<'select'> & { options: readonly { value: string; label: string }[] };

export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <Select {...ids.control} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldText & ComponentPropsWithRef<'textarea'>;

export function TextAreaField({ label, hint, error, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <TextArea {...ids.control} {...textarea} />
    </FieldFrame>
  );
}

const CheckboxRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  input {
    width: 1rem;
    height: 1rem;
    accent-color: ${({ theme }) => theme.color.interactive};
  }
`;

export type CheckboxFieldProps = { label: string } & Omit<ComponentPropsWithRef<'input'>, 'type'>;

export function CheckboxField({ label, ...input }: CheckboxFieldProps) {
  return (
    <CheckboxRow>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </CheckboxRow>
  );
}
