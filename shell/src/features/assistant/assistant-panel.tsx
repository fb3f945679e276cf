import { useState } from 'react';
import styled from '@emotion/styled';
import type { AssistantAction } from '@csw/contracts';
import { Button, Stack, StatusLabel, type Status } from '@csw/ui';
import { useApi } from '@csw/storage';
import type { AssistantMessageType } from './assistant-messages';
import { QUICK_TIPS, type HelpPlace } from './contextual-help';
import { useAssistantFeed } from './use-assistant-feed';
import { useDailySummaries } from './use-daily-summaries';
import { useSharedWithMe } from './use-shared-with-me';

const Floating = styled(Stack)`
  position: fixed;
  z-index: 50;
  right: ${({ theme }) => theme.space.lg};
  bottom: calc(${({ theme }) => theme.bannerHeight} + ${({ theme }) => theme.space.md});
`;

const Panel = styled(Stack)`
  width: min(24rem, calc(100vw - 2rem));
  max-height: 60vh;
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.borderInteractive};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadowOverlay};
  padding: ${({ theme }) => theme.space.md};
  h2,
  h3,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.base};
  }
  ol,
  ul {
    margin: 0;
  }
  ol {
    list-style: none;
    padding: 0;
  }
`;

const Item = styled(Stack)`
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Kind = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
  text-transform: capitalize;
`;

const STATUS_OF: Record<AssistantMessageType, Status> = {
  success: 'normal',
  warning: 'caution',
  tip: 'standby',
  guide: 'standby',
};

export interface AssistantPanelProps {
  /** The center on screen, or null on the dashboard and other screens. */
  place: HelpPlace;
  /** The name of the screen shown (a center's title, Dashboard or Administration). */
  screenName: string;
  /** The signed-in user: documents shared with them since last time are announced. */
  userId: string;
  simplified: boolean;
  onAction: (action: AssistantAction) => void;
}

/** The floating assistant: the platform's messages newest first, contextual help and quick tips. */
export function AssistantPanel({ place, screenName, userId, simplified, onAction }: AssistantPanelProps) {
  const [open, setOpen] = useState(false);
  const { messages, unread } = useAssistantFeed(place, open);
  useSharedWithMe(useApi(), userId);
  useDailySummaries(useApi(), userId);
  const label = open ? 'Close assistant' : unread > 0 ? `Open assistant, ${unread} new` : 'Open assistant';

  return (
    <Floating gap="sm" align="flex-end">
      {open ? (
        <Panel as="aside" gap="sm" aria-label="Assistant">
          <h2>Assistant</h2>
          <p>Current center: {screenName}</p>
          {simplified ? null : (
            <section aria-label="Quick tips">
              <h3>Quick tips</h3>
              <Stack as="ul" gap="sm">
                {QUICK_TIPS.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </Stack>
            </section>
          )}
          <h3>Messages</h3>
          {messages.length === 0 ? (
            <p>No messages yet.</p>
          ) : (
            <Stack as="ol" gap="sm" aria-label="Assistant messages">
              {messages.map((message) => (
                <Item as="li" gap="xs" key={message.id} data-type={message.type}>
                  <Kind>{message.type}</Kind>
                  <StatusLabel status={STATUS_OF[message.type]}>{message.title}</StatusLabel>
                  <p>{message.content}</p>
                  {message.actions?.length ? (
                    <div>
                      {message.actions.map((action) => (
                        <Button
                          key={`${action.kind}-${action.centerId}-${action.label}`}
                          variant="secondary"
                          onClick={() => onAction(action)}
                        >
                          {action.label}
                        </Button>
                      ))}
                    </div>
                  ) : null}
                </Item>
              ))}
            </Stack>
          )}
        </Panel>
      ) : null}
      <Button onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-label={label}>
        {unread > 0 && !open ? `Assistant (${unread})` : 'Assistant'}
      </Button>
    </Floating>
  );
}
