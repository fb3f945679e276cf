import { useState } from 'react';
import styled from '@emotion/styled';
import { Card, Muted, ScreenTitle, Stack, Tabs } from '@csw/ui';
import { useApi } from '@csw/storage';
import { AuthForm, type AuthMode } from './auth-form';
import { useAuthConfig } from './use-auth-config';

const Main = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

const Panel = styled(Card)`
  width: min(26rem, 100%);
`;

const TABS = [
  { id: 'login', label: 'Access Control' },
  { id: 'register', label: 'Register' },
] as const;

/** The screen of anyone not signed in: sign in ('Access Control') or register, in two tabs. */
export function LoginScreen({ notice }: { notice?: string }) {
  const api = useApi();
  const config = useAuthConfig(api);
  const [mode, setMode] = useState<AuthMode>('login');
  return (
    <Main>
      <Stack as={Panel} gap="md">
        <div>
          <ScreenTitle>Staff Workspace</ScreenTitle>
          <Muted>Analyse, draft, search, advise and plan in one workspace.</Muted>
        </div>
        <Tabs label="Sign in or register" tabs={TABS} selected={mode} onSelect={setMode}>
          {/* A fresh form per tab: nothing typed for one leaks into the other. */}
          <AuthForm key={mode} mode={mode} config={config} notice={mode === 'login' ? notice : undefined} />
        </Tabs>
      </Stack>
    </Main>
  );
}
