import { ACCESS_KINDS } from '@csw/contracts';
import { permissionsFor } from './document-access';

describe('what the library offers for a document', () => {
  it.each([
    ['owner', 'user', { edit: true, share: true, delete: true, move: true }],
    ['admin', 'user', { edit: true, share: true, delete: true, move: false }],
    ['write', 'user', { edit: true, share: false, delete: false, move: false }],
    ['read', 'user', { edit: false, share: false, delete: false, move: false }],
    ['team', 'team_lead', { edit: false, share: false, delete: false, move: false }],
    ['library', 'user', { edit: false, share: false, delete: false, move: false }],
    ['library', 'admin', { edit: true, share: false, delete: true, move: true }],
    ['read', 'admin', { edit: false, share: false, delete: false, move: false }],
  ] as const)('%s access as %s', (access, role, expected) => {
    expect(permissionsFor(access, role)).toEqual(expected);
  });

  it('offers nothing to someone who is not signed in, whatever the access', () => {
    for (const access of ACCESS_KINDS.filter((a) => a !== 'owner' && a !== 'admin' && a !== 'write')) {
      expect(permissionsFor(access, undefined)).toEqual({
        edit: false,
        share: false,
        delete: false,
        move: false,
      });
    }
  });
});
