import type { FormEvent, ReactNode } from 'react';
import { FormMessage, Row, Stack } from '@csw/ui';

export interface MethodFormProps {
  onSubmit: (event: FormEvent) => void;
  /** What is wrong: the form's own check, or the method's failure. */
  message: string | null;
  /** The form's buttons, its submit button last. */
  actions: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** The form of a scenario-planning method: its fields, a row of its buttons, then what went wrong. */
export function MethodForm({ onSubmit, message, actions, children }: MethodFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <Row>{actions}</Row>
        <FormMessage message={message} />
      </Stack>
    </form>
  );
}
