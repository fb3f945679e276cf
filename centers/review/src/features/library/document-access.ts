import type { AccessKind } from '@csw/contracts';
import type { DocumentPermissions } from '@csw/documents';

const NONE: DocumentPermissions = { edit: false, share: false, delete: false, move: false };

/**
 * What the library offers for a document, from how the user reaches it (the server enforces the same
 * rules on every call; this only avoids offering buttons that would be refused):
 * owner and full-access grantees edit, share and delete, and the owner files it in a folder (Move);
 * read-and-write grantees edit; read-only, team
 * and library documents offer nothing, except that an administrator maintains the organisation library
 * (edit, move and delete; library documents are readable by everyone already, so they are not shared).
 */
export function permissionsFor(access: AccessKind, role: string | undefined): DocumentPermissions {
  switch (access) {
    case 'owner':
      return { edit: true, share: true, delete: true, move: true };
    case 'admin':
      return { edit: true, share: true, delete: true, move: false };
    case 'write':
      return { edit: true, share: false, delete: false, move: false };
    case 'library':
      return role === 'admin' ? { edit: true, share: false, delete: true, move: true } : NONE;
    default:
      return NONE;
  }
}
