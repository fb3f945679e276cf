import { useEffect, useState } from 'react';
import type { AuthConfig } from '@csw/contracts';
import { authApi, type ApiClient } from '@csw/storage';

/** The sign-in settings (demo mode and its credentials); null until known or when they cannot be read. */
export function useAuthConfig(api: ApiClient): AuthConfig | null {
  const [config, setConfig] = useState<AuthConfig | null>(null);
  useEffect(() => {
    let live = true;
    authApi(api)
      .config()
      .then((value) => live && setConfig(value))
      .catch((error: unknown) => console.error('Reading the sign-in settings failed', error));
    return () => {
      live = false;
    };
  }, [api]);
  return config;
}
