import { useId } from 'react';
import styled from '@emotion/styled';
import { Button } from '../components/button';
import { StatusLabel } from '../components/status-symbol';
import { Dialog, DialogActions } from './dialog';

export type ConfirmType = 'danger' | 'warning' | 'default';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

export interface ConfirmDialogProps {
  title: string;
  message: string;
  type?: ConfirmType;
  confirmText?: string;
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

const SEVERITY = {
  danger: { status: 'critical', words: 'This cannot be undone' },
  warning: { status: 'caution', words: 'Please check before you continue' },
} as const;

/**
 * Asks the user to confirm an action. A danger confirmation has a red confirm button and the critical
 * symbol, a warning the caution symbol; the words say the same so colour is never the only signal.
 * Focus starts on Cancel, the harmless choice.
 */
export function ConfirmDialog({
  title,
  message,
  type = 'default',
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const severity = type === 'default' ? null : SEVERITY[type];
  return (
    <Dialog title={title} onClose={onCancel} describedBy={messageId}>
      <Body data-confirm-type={type}>
        {severity ? <StatusLabel status={severity.status}>{severity.words}</StatusLabel> : null}
        <p id={messageId}>{message}</p>
      </Body>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {cancelText}
        </Button>
        <Button variant={type === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
