import { apiFailure, createFakeApi } from '@csw/storage/testing';
import { watchRequests, type RequestSignal } from './request-watch';

describe('request watch', () => {
  it('reports answered requests as activity and a 401 outside sign-in as a lost session', async () => {
    const api = createFakeApi({
      'GET /api/documents': () => ({ items: [], total: 0 }),
      'POST /api/documents': () => {
        throw apiFailure(400, 'Title is required.');
      },
      'GET /api/stats/dashboard': () => {
        throw apiFailure(401, 'Not signed in.');
      },
      'GET /api/auth/me': () => {
        throw apiFailure(401, 'Not signed in.');
      },
      'POST /api/auth/login': () => {
        throw apiFailure(401, 'Invalid credentials. Access denied.');
      },
    });
    const watch = watchRequests(api);
    const signals: RequestSignal[] = [];
    watch.subscribe((signal) => signals.push(signal));
    await watch.client.get('/api/documents');
    await expect(watch.client.post('/api/documents', {})).rejects.toThrow('Title is required.');
    await expect(watch.client.get('/api/stats/dashboard')).rejects.toThrow('Not signed in.');
    await expect(watch.client.get('/api/auth/me')).rejects.toThrow('Not signed in.');
    // A wrong password is an answer to signing in, not a lost session.
    await expect(watch.client.post('/api/auth/login', {})).rejects.toThrow('Invalid credentials');
    expect(signals).toEqual(['activity', 'activity', 'session-lost', 'session-lost']);
  });
});
