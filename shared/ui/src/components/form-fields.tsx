import { useId, type ComponentPropsWithRef, type ComponentType, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Stack } from './stack';
import { Checkbox } from './checkbox';

/** A stack whose labels carry the field-label weight: a field and its label, or a group of them. */
export const FieldStack = styled(Stack)`
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

/** An input and a select with the platform's control look, for fields laid out by hand. */
export const ControlInput = styled.input(({ theme }) => controlStyle(theme));
export const ControlSelect = styled.select(({ theme }) => controlStyle(theme));
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

/** What a control carries: its id, what describes it, and whether it is invalid. */
type ControlIds = { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };

/**
 * A field's label, hint and error around its control, wired by ids so that assistive technology reads
 * them together: `children` renders the control with the ids it is given.
 */
function FieldFrame({
  label,
  hint,
  error,
  children,
}: FieldText & { children: (control: ControlIds) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldStack gap="xs">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldStack>
  );
}

/**
 * A labelled field around one control element (an input, a text area): the field's text goes to the
 * frame, every other prop to the control.
 */
function framedField<Tag extends 'input' | 'textarea'>(
  Control: ComponentType<ComponentPropsWithRef<Tag> & ControlIds>,
) {
  return function Field({ label, hint, error, ...control }: FieldText & ComponentPropsWithRef<Tag>) {
    return (
      <FieldFrame label={label} hint={hint} error={error}>
        {/* The rest of a generic props type is not known to be the control's own props; it is (the
            field's text is not an attribute of either element). */}
        {(ids) => <Control {...ids} {...(control as ComponentPropsWithRef<Tag>)} />}
      </FieldFrame>
    );
  };
}

export type TextFieldProps = FieldText & ComponentPropsWithRef<'input'>;

export const TextField = framedField<'input'>(ControlInput);

export type SearchFieldProps = FieldText &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange'> & {
    value: string;
    /** The text as the user types it. */
    onValueChange(text: string): void;
  };

/** A labelled search box (an input of type search) that gives its text as it changes. */
export function SearchField({ onValueChange, ...input }: SearchFieldProps) {
  return <TextField {...input} type="search" onChange={(event) => onValueChange(event.target.value)} />;
}

/** A choice of a select: its value (typed, e.g. a classification level) and what the user reads. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
  /** Shown but not choosable (say why in the field's hint). */
  disabled?: boolean;
}

export type SelectFieldProps<T extends string = string> = FieldText &
  Omit<ComponentPropsWithRef<'select'>, 'value'> & {
    value?: T;
    options: readonly SelectOption<T>[];
    /** The option chosen, as its typed value (read from `options`, so no cast is needed). */
    onValueChange?(value: NoInfer<T>): void;
  };

export function SelectField<T extends string = string>({
  label,
  hint,
  error,
  options,
  onValueChange,
  onChange,
  ...select
}: SelectFieldProps<T>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <ControlSelect
          {...control}
          {...select}
          onChange={(event) => {
            onChange?.(event);
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onValueChange?.(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </ControlSelect>
      )}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldText & ComponentPropsWithRef<'textarea'>;

export const TextAreaField = framedField<'textarea'>(TextArea);

const CheckboxRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

export type CheckboxFieldProps = { label: string } & Omit<ComponentPropsWithRef<'input'>, 'type'>;

export function CheckboxField({ label, ...input }: CheckboxFieldProps) {
  return (
    <CheckboxRow>
      <Checkbox type="checkbox" {...input} />
      <span>{label}</span>
    </CheckboxRow>
  );
}
