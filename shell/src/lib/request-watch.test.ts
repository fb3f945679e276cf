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

  it('does not count the background check for summaries as activity, but still hears a lost session', async () => {
    let loggedOut = false;
    const api = createFakeApi({
      'GET /api/plans/summaries': () => {
        if (loggedOut) throw apiFailure(401, 'Not signed in.');
        return { items: [], now: '2026-03-02T09:00:00.000Z' };
      },
    });
    const watch = watchRequests(api);
    const signals: RequestSignal[] = [];
    watch.subscribe((signal) => signals.push(signal));
    await watch.client.get('/api/plans/summaries', { since: '2026-03-02T08:55:00.000Z' });
    expect(signals).toEqual([]);
    loggedOut = true;
    await expect(watch.client.get('/api/plans/summaries')).rejects.toThrow('Not signed in.');
    expect(signals).toEqual(['session-lost']);
  });

  it('passes a download its progress and cancel signal', async () => {
    const inner = createFakeApi();
    const download = jest.fn(async () => ({ blob: new Blob(['zip']), fileName: 'my-data.zip' }));
    const watch = watchRequests({ ...inner, download });
    const signals: RequestSignal[] = [];
    watch.subscribe((signal) => signals.push(signal));
    const options = { onProgress: jest.fn(), signal: new AbortController().signal };
    await watch.client.download('/api/export', {}, options);
    expect(download).toHaveBeenCalledWith('/api/export', {}, options);
    expect(signals).toEqual(['activity']);
  });
});
