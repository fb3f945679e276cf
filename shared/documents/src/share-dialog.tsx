import { useState, type FormEvent } from 'react';
import {
  PERMISSION_LABELS,
  PERMISSION_LEVELS,
  type PermissionLevel,
  type ShareDto,
  type UserSummary,
} from '@csw/contracts';
import { useBus } from '@csw/event-bus';
import { documentsApi, refusalMessage, useApi } from '@csw/storage';
import { PersonPicker } from './person-picker';
import {
  Dialog,
  DialogForm,
  DialogFormFooter,
  Muted,
  SelectField,
  useCloseAfterSuccess,
  useDialogSubmit,
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
  /** Users not to offer (the server already leaves out the signed-in user). */
  excludeUserIds?: readonly string[];
  onClose: () => void;
  onShared?: (share: ShareDto) => void;
}

/**
 * Shares a document with another user at a permission level (Read Only by default). The user is found by
 * typing part of their name (the person picker asks the server for a few matches, never the directory);
 * the Share button needs a chosen user. On success it says so, tells the platform ('review/document-shared') and closes
 * after 1.5 s; on failure it says so and stays open.
 */
export function ShareDialog({ document, excludeUserIds = [], onClose, onShared }: ShareDialogProps) {
  const bus = useBus();
  const api = useApi();
  const [person, setPerson] = useState<UserSummary | null>(null);
  const [permission, setPermission] = useState<PermissionLevel>('read');
  const {
    busy: sharing,
    message,
    setMessage,
    succeeded,
    submit,
  } = useDialogSubmit(SHARE_MESSAGES, 'Sharing failed', refusalMessage);
  const displayTitle =
    document.title.trim() || (document.content ?? document.excerpt ?? '').slice(0, SHARE_TITLE_FALLBACK);

  useCloseAfterSuccess(succeeded, () => {
    setPerson(null);
    setPermission('read');
    setMessage(null);
    onClose();
  });

  async function share(event: FormEvent) {
    event.preventDefault();
    if (!person || sharing) return;
    await submit(
      () => documentsApi(api).share(document.id, person.id, permission),
      (result) => {
        bus.publish('review/document-shared', {
          documentId: document.id,
          title: displayTitle,
          direction: 'by-me',
          counterpart: result.sharedWithUsername,
          permissionLevel: result.permissionLevel,
        });
        onShared?.(result);
      },
    );
  }

  return (
    <Dialog title="Share Document" onClose={onClose}>
      <DialogForm onSubmit={share} aria-label={`Share ${displayTitle}`}>
        <Muted>{displayTitle}</Muted>
        <PersonPicker
          label="Share with"
          value={person}
          onChange={setPerson}
          excludeUserIds={excludeUserIds}
          disabled={succeeded}
        />
        <SelectField
          label="Permission level"
          value={permission}
          onValueChange={setPermission}
          disabled={succeeded}
          options={PERMISSION_LEVELS.map((level) => ({ value: level, label: PERMISSION_LABELS[level] }))}
        />
        <DialogFormFooter
          message={message}
          onCancel={onClose}
          label="Share"
          busyLabel="Sharing..."
          busy={sharing}
          disabled={!person || sharing || succeeded}
        />
      </DialogForm>
    </Dialog>
  );
}
