import { adminApi } from './admin-api';
import { documentsApi } from './documents-api';
import { createFakeApi } from './testing/fake-api';

describe('admin and document api helpers', () => {
  it('builds the CSV export address of the same filters, leaving out empty ones', () => {
    const admin = adminApi(createFakeApi());
    expect(
      admin.auditCsvUrl({ action: 'LOGIN_FAIL', userId: undefined, from: '2026-01-01T00:00:00.000Z' }),
    ).toBe('/api/admin/audit.csv?action=LOGIN_FAIL&from=2026-01-01T00%3A00%3A00.000Z');
    expect(admin.auditCsvUrl({})).toBe('/api/admin/audit.csv');
  });

  it('posts role decisions and status changes to the routes of the contract', async () => {
    const request = {
      id: 'r/1',
      userId: 'u1',
      username: 'a',
      requestedRole: 'admin',
      status: 'approved',
      createdAt: 'x',
      decidedAt: 'y',
      decidedBy: 'z',
    };
    const api = createFakeApi({ 'POST /api/admin/role-requests/r%2F1/decision': () => request });
    await expect(adminApi(api).decide('r/1', 'approve')).resolves.toEqual(request);
    expect(api.calls[0]?.body).toEqual({ decision: 'approve' });
  });

  it('shares a document with a user at a permission level', async () => {
    const share = {
      documentId: 'd1',
      sharedWithUserId: 'u2',
      sharedWithUsername: 'b',
      permissionLevel: 'write',
      sharedBy: 'u1',
      createdAt: 'now',
    };
    const api = createFakeApi({ 'POST /api/documents/d1/share': () => share });
    await expect(documentsApi(api).share('d1', 'u2', 'write')).resolves.toEqual(share);
    expect(api.calls[0]?.body).toEqual({ sharedWithUserId: 'u2', permissionLevel: 'write' });
  });
});
