import { useState } from 'react';
import styled from '@emotion/styled';
import { CENTER_CATALOG, type CenterId } from '@csw/contracts';
import { useBusEvent } from '@csw/event-bus';
import { Button, StatusLabel, type Status } from '@csw/ui';
import { messageFromMounted, messageFromUnavailable, type AssistantMessage, type AssistantMessageType } from './assistant-messages';

const Floating = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: calc(${({ theme }) => theme.bannerHeight} + ${({ theme }) => theme.space.md});
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Panel = styled.aside`
  width: 22rem;
  max-height: 60vh;
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.borderInteractive};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space.md};
  ol {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const STATUS_OF: Record<AssistantMessageType, Status> = { success: 'normal', warning: 'caution', tip: 'standby', guide: 'standby' };

/** The floating assistant: the platform's messages, newest first. */
export function AssistantPanel({ currentCenter }: { currentCenter: CenterId | null }) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  const add = (message: AssistantMessage) => setMessages((list) => [message, ...list]);
  useBusEvent('center/mounted', (event) => add(messageFromMounted(event)));
  useBusEvent('center/unavailable', (event) => add(messageFromUnavailable(event)));

  return (
    <Floating>
      {open && (
        <Panel aria-label="Assistant">
          <h2>Assistant</h2>
          <p>Current center: {currentCenter ? CENTER_CATALOG[currentCenter].title : 'Dashboard'}</p>
          {messages.length === 0 ? (
            <p>No messages yet.</p>
          ) : (
            <ol aria-label="Assistant messages">
              {messages.map((m) => (
                <li key={m.id}>
                  <StatusLabel status={STATUS_OF[m.type]}>{m.title}</StatusLabel>
                  <div>{m.content}</div>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      )}
      <Button onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-label={open ? 'Close assistant' : 'Open assistant'}>
        Assistant{messages.length > 0 ? ` (${messages.length})` : ''}
      </Button>
    </Floating>
  );
}
