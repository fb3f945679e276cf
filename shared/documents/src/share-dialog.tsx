import { useEffect, useState, type FormEvent } from 'react';
import {
  PERMISSION_LABELS,
  PERMISSION_LEVELS,
  type PermissionLevel,
  type ShareDto,
  type UserSummary,
} from '@csw/contracts';
import { useBus } from '@csw/event-bus';
import { documentsApi, useApi } from '@csw/storage';
import {
  Button,
  Dialog,
  DialogActions,
  DialogForm,
  FormMessage,
  Muted,
  SelectField,
  useCloseAfterSuccess,
} from '@csw/ui';

export const SHARE_MESSAGES = {
  success: 'Document shared successfully!',
  failure: 'Failed to share document. Please try again.',
} as const;

/** A document without a title is named by the first 50 characters of its content. */
export const SHARE_TITLE_FALLBACK = 50;

export interface ShareDialogProps {
  /** The document; its full text or its list excerpt names it when it has no title. */
  document: { id: string; title: string; content?: string; excerpt?: string };
  /** Users not to offer (the signed-in user cannot share with themselves). */
  excludeUserIds?: readonly string[];
  onClose: () => void;
  onShared?: (share: ShareDto) => void;
}

type UserList = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; users: UserSummary[] };

/**
 * Shares a document with another user at a permission level (Read Only by default). The Share button
 * needs a chosen user. On success it says so, tells the platform ('review/document-shared') and closes
 * after 1.5 s; on failure it says so and stays open.
 */
export function ShareDialog({ document, excludeUserIds = [], onClose, onShared }: ShareDialogProps) {
  const bus = useBus();
  const api = useApi();
  const [users, setUsers] = useState<UserList>({ state: 'loading' });
  const [userId, setUserId] = useState('');
  const [permission, setPermission] = useState<PermissionLevel>('read');
  const [sharing, setSharing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const succeeded = message === SHARE_MESSAGES.success;
  const displayTitle =
    document.title.trim() || (document.content ?? document.excerpt ?? '').slice(0, SHARE_TITLE_FALLBACK);

  useEffect(() => {
    let live = true;
    documentsApi(api)
      .users()
      .then(
        (list) =>
          live && setUsers({ state: 'ready', users: list.filter((u) => !excludeUserIds.includes(u.id)) }),
      )
      .catch((error: unknown) => {
        console.error('Loading the user list failed', error);
        if (live) setUsers({ state: 'failed' });
      });
    return () => {
      live = false;
    };
    // The list is loaded once per opening of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  useCloseAfterSuccess(succeeded, () => {
    setUserId('');
    setPermission('read');
    setMessage(null);
    onClose();
  });

  async function share(event: FormEvent) {
    event.preventDefault();
    if (!userId || sharing) return;
    setSharing(true);
    setMessage(null);
    try {
      const result = await documentsApi(api).share(document.id, userId, permission);
      setMessage(SHARE_MESSAGES.success);
      bus.publish('review/document-shared', {
        documentId: document.id,
        title: displayTitle,
        direction: 'by-me',
        counterpart: result.sharedWithUsername,
        permissionLevel: result.permissionLevel,
      });
      onShared?.(result);
    } catch (error) {
      console.error('Sharing failed', error);
      setMessage(SHARE_MESSAGES.failure);
    } finally {
      setSharing(false);
    }
  }

  const options = users.state === 'ready' ? users.users.map((u) => ({ value: u.id, label: u.username })) : [];
  return (
    <Dialog title="Share Document" onClose={onClose}>
      <DialogForm onSubmit={share} aria-label={`Share ${displayTitle}`}>
        <Muted>{displayTitle}</Muted>
        <SelectField
          label="Share with"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          disabled={succeeded}
          options={[
            { value: '', label: users.state === 'loading' ? 'Loading users...' : 'Select a user...' },
            ...options,
          ]}
          hint={
            users.state === 'failed'
              ? 'The user list could not be loaded. Close the dialog and try again.'
              : users.state === 'ready' && options.length === 0
                ? 'There is no other user to share with yet.'
                : undefined
          }
        />
        <SelectField
          label="Permission level"
          value={permission}
          onChange={(event) => setPermission(event.target.value as PermissionLevel)}
          disabled={succeeded}
          options={PERMISSION_LEVELS.map((level) => ({ value: level, label: PERMISSION_LABELS[level] }))}
        />
        <FormMessage message={message} />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!userId || sharing || succeeded}>
            {sharing ? 'Sharing...' : 'Share'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
