import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { CENTER_CATALOG, type CenterCommand, type CenterId } from '@csw/contracts';
import type { recogniseIntent as RecogniseIntent } from '@csw/engine';
import { useBus } from '@csw/event-bus';
import { Button, controlStyle } from '@csw/ui';
import { routedMessage, unclearMessage } from './command-messages';

const Bar = styled.div`
  flex: 1;
  max-width: 48rem;
`;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Input = styled.input(({ theme }) => controlStyle(theme));

const Status = styled.p`
  margin: 0;
  min-height: 1.25rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

/**
 * The intent recogniser and its cue tables, fetched when the user first focuses or types in the bar (not on
 * the first load); one download, shared by every send.
 */
let recogniser: Promise<typeof RecogniseIntent> | null = null;
function loadRecogniser() {
  recogniser ??= import('@csw/engine').then(
    (engine) => engine.recogniseIntent,
    (error: unknown) => {
      recogniser = null;
      throw error;
    },
  );
  return recogniser;
}

/** The placeholder's examples: one request for each kind of center. */
export const COMMAND_PLACEHOLDER =
  "Try 'Analyze threat patterns in the SSA report' or 'Generate an OPORD' (Ctrl+K)";

export interface CommandBarProps {
  /** Commands the centers contributed so far, by center. */
  commands: Partial<Record<CenterId, readonly CenterCommand[]>>;
  /** Opens a center and hands it the text. */
  onRoute: (centerId: CenterId, text: string) => void;
}

/**
 * A sentence in, a center out: the intent recogniser picks the center, the shell opens it and hands it
 * the text, and the assistant gets its 'Command Processed' message. Ctrl+K (Cmd+K) focuses it.
 */
export function CommandBar({ commands, onRoute }: CommandBarProps) {
  const bus = useBus();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  async function send(event: FormEvent) {
    event.preventDefault();
    const command = text.trim();
    if (!command) return;
    let recogniseIntent;
    try {
      recogniseIntent = await loadRecogniser();
    } catch {
      setStatus('Not routed: the command bar could not be loaded. Check your connection and send again.');
      return;
    }
    const result = recogniseIntent(command, { commands });
    if (result.best) {
      onRoute(result.best.centerId, command);
      bus.publish(
        'assistant/message-requested',
        routedMessage(result.best.centerId, result.best.command?.label),
      );
      setStatus(`Routed to ${CENTER_CATALOG[result.best.centerId].title}.`);
    } else {
      bus.publish('assistant/message-requested', unclearMessage(command, result));
      setStatus('Not routed: the assistant suggests centers.');
    }
    setText('');
  }

  return (
    <Bar>
      <Form onSubmit={(event) => void send(event)} role="search" aria-label="Command bar">
        <Input
          ref={input}
          type="text"
          aria-label="Command"
          aria-keyshortcuts="Control+K Meta+K"
          placeholder={COMMAND_PLACEHOLDER}
          value={text}
          onFocus={() => void loadRecogniser().catch(() => undefined)}
          onChange={(event) => setText(event.target.value)}
          maxLength={2000}
        />
        <Button type="submit" disabled={text.trim() === ''}>
          Send
        </Button>
      </Form>
      <Status role="status" aria-live="polite">
        {status}
      </Status>
    </Bar>
  );
}
