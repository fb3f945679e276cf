import { authApi } from './auth-api';
import { apiFailure, createFakeApi } from './testing/fake-api';

const user = {
  id: 'u1',
  username: 'analyst.one',
  email: null,
  role: 'user',
  pendingRoleRequest: 'admin',
  preferences: { cognitiveState: 'Fresh', teamMode: false },
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('auth api', () => {
  it('restores the session user, or null when the server says nobody is signed in', async () => {
    await expect(authApi(createFakeApi({ 'GET /api/auth/me': () => ({ user }) })).me()).resolves.toEqual(
      user,
    );
    const signedOut = createFakeApi({
      'GET /api/auth/me': () => {
        throw apiFailure(401, 'Not signed in.');
      },
    });
    await expect(authApi(signedOut).me()).resolves.toBeNull();
  });

  it('passes other failures on', async () => {
    const down = createFakeApi({
      'GET /api/auth/me': () => {
        throw apiFailure(503, 'Unavailable');
      },
    });
    await expect(authApi(down).me()).rejects.toMatchObject({ status: 503 });
  });

  it('sends partial preference changes with PUT', async () => {
    const api = createFakeApi({ 'PUT /api/auth/preferences': () => ({ user }) });
    await authApi(api).updatePreferences({ teamMode: true });
    expect(api.calls).toEqual([{ method: 'PUT', path: '/api/auth/preferences', body: { teamMode: true } }]);
  });
});
