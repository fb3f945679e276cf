import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import { focusableIn, trapTab } from './focus-trap';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.overlay};
`;

const Box = styled.div<{ wide: boolean }>`
  width: min(${({ wide }) => (wide ? '48rem' : '28rem')}, 100%);
  max-height: 100%;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.borderInteractive};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadowOverlay};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** The form inside a dialog: fields stacked with the page's rhythm. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The dialogs on screen, innermost last: only the innermost answers the keyboard. */
const openDialogs: symbol[] = [];

export interface DialogProps {
  title: string;
  /** Esc, the overlay and the callers' Cancel buttons all end here. */
  onClose: () => void;
  children: ReactNode;
  /** Wider box for editors. */
  wide?: boolean;
  /** The id of the element that describes the dialog (announced with the title). */
  describedBy?: string;
}

/**
 * The platform's modal dialog: labelled by its title (role=dialog, aria-modal), focus moves in when it
 * opens and back to where it was when it closes, Tab stays inside, Esc closes. Rendered in a portal so
 * that no ancestor's overflow or stacking can hide it.
 */
export function Dialog({ title, onClose, children, wide = false, describedBy }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const element = box.current;
    if (element) (focusableIn(element)[0] ?? element).focus();
    const token = Symbol('dialog');
    openDialogs.push(token);
    // Listening on the document, not on the box: a button that becomes disabled while it works drops the
    // focus to the page, and Esc and Tab must still reach the dialog then.
    function onKeyDown(event: KeyboardEvent) {
      if (openDialogs.at(-1) !== token || !box.current) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (trapTab(box.current, event)) event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      // Give the focus back to what opened the dialog, if it is still on the page.
      if (previous && previous.isConnected) previous.focus();
    };
  }, []);

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Box
        ref={box}
        wide={wide}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <Title id={titleId}>{title}</Title>
        {children}
      </Box>
    </Overlay>,
    document.body,
  );
}
