import { registerBodySchema, type RegisterBody } from '@csw/contracts';

export type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** Checks a registration with the API's own schema before it is sent, so the user sees every rule at once. */
export function validateRegistration(body: RegisterBody): FieldErrors {
  const parsed = registerBodySchema.safeParse(body);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
