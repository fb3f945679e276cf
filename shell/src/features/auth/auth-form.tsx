import { useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { PASSWORD_MIN, ROLE_LABELS, ROLES, type AuthConfig, type Role } from '@csw/contracts';
import { Button, FormMessage, SelectField, Stack, StatusNotice, TextField } from '@csw/ui';
import { useSession } from '../../lib/session';
import { authErrorMessage } from './auth-errors';
import { DemoHint } from './demo-hint';
import { validateRegistration, type FieldErrors } from './register-validation';

export type AuthMode = 'login' | 'register';

const Form = styled(Stack.withComponent('form'))`
  padding-top: ${({ theme }) => theme.space.md};
`;

/** What the register form says when someone asks for more than the User role. */
export function roleRequestNotice(role: Role): string | null {
  if (role === 'user') return null;
  return `${ROLE_LABELS[role]} is a request: your account starts with the User role until an administrator approves it.`;
}

/** The sign-in form ('Access Control') or the registration form, which adds the role select. */
export function AuthForm({
  mode,
  config,
  notice,
}: {
  mode: AuthMode;
  config: AuthConfig | null;
  notice?: string;
}) {
  const session = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(notice ?? null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const submitRef = useRef<HTMLButtonElement>(null);
  const registering = mode === 'register';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    setError(null);
    const body = { username, password, requestedRole: role };
    const invalid = registering ? validateRegistration(body) : {};
    setFieldErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setProcessing(true);
    try {
      if (registering) await session.register(body);
      else await session.signIn({ username, password });
    } catch (failure) {
      setError(authErrorMessage(failure, mode));
      setProcessing(false);
    }
  }

  function fillDemo() {
    if (!config?.demo) return;
    setUsername(config.demo.username);
    setPassword(config.demo.password);
    setError(null);
    submitRef.current?.focus();
  }

  const requestNotice = registering ? roleRequestNotice(role) : null;
  return (
    <Form onSubmit={submit} aria-label={registering ? 'Register' : 'Access Control'} noValidate={registering}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        error={fieldErrors.username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={registering ? 'new-password' : 'current-password'}
        required
        value={password}
        error={fieldErrors.password}
        hint={registering ? `At least ${PASSWORD_MIN} characters; common passwords are refused.` : undefined}
        onChange={(event) => setPassword(event.target.value)}
      />
      {registering ? (
        <SelectField
          label="Role"
          name="role"
          value={role}
          onValueChange={setRole}
          options={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
        />
      ) : null}
      <StatusNotice status="caution" message={requestNotice} />
      <FormMessage message={error} />
      <Button ref={submitRef} type="submit" disabled={processing}>
        {processing ? 'Processing...' : registering ? 'Register' : 'Authenticate'}
      </Button>
      {!registering && config?.demoMode && config.demo ? (
        <DemoHint
          username={config.demo.username}
          password={config.demo.password}
          clearance={config.demo.clearance}
          onUse={fillDemo}
        />
      ) : null}
    </Form>
  );
}
