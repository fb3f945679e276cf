import { passwordProblem, usernameProblem, type RegisterBody } from '@csw/contracts';

export type FieldErrors = Partial<Record<'username' | 'password', string>>;

/**
 * Checks a registration with the API's own rules before it is sent, so the user sees every rule at once.
 * The rules are the plain functions the API schema is built from, so the schema library stays off the
 * login screen's first render.
 */
export function validateRegistration(body: RegisterBody): FieldErrors {
  const errors: FieldErrors = {};
  const username = usernameProblem(body.username);
  const password = passwordProblem(body.password);
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}
