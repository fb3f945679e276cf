import styled from '@emotion/styled';
import type { TeamInvitation } from '@csw/contracts';
import { Button, Card, FormMessage, ListStack, Muted, Row, SectionTitle, Stack } from '@csw/ui';
import { formatWhen } from '../../components/data-table';
import { useReceivedInvitations } from './use-received-invitations';

const Item = styled(Row)`
  p {
    margin: 0;
  }
`;

export interface ReceivedInvitationsProps {
  /**
   * Shown only while there is something to answer (the dashboard's notice); otherwise the section always
   * shows, saying when there is nothing (the Team screen).
   */
  quiet?: boolean;
  /** The user joined a team: what lists their teams reads them again. */
  onJoined?: () => void;
}

/**
 * The team invitations the signed-in user has received: who invites them, with Accept (they join that team,
 * whose members then read their documents while both work with Shared workspace on) and Decline.
 */
export function ReceivedInvitations({ quiet = false, onJoined }: ReceivedInvitationsProps) {
  const { state, message, busy, decide } = useReceivedInvitations(onJoined);
  const invitations = state.value ?? [];
  if (quiet && invitations.length === 0 && !message) return null;
  return (
    <section aria-labelledby="team-invitations-title">
      <SectionTitle id="team-invitations-title">Team invitations</SectionTitle>
      <Stack as={Card} gap="sm">
        {!quiet && state.status === 'failed' ? <FormMessage message={state.message} /> : null}
        <FormMessage message={message} />
        {state.status === 'ready' && invitations.length === 0 && !quiet ? (
          <Muted>No invitations awaiting your answer.</Muted>
        ) : null}
        {invitations.length > 0 ? (
          <ListStack as="ul" gap="sm" aria-label="Invitations to join a team">
            {invitations.map((invitation) => (
              <Invitation
                key={invitation.id}
                invitation={invitation}
                busy={busy !== null}
                onDecide={(accept) => void decide(invitation, accept)}
              />
            ))}
          </ListStack>
        ) : null}
      </Stack>
    </section>
  );
}

function Invitation({
  invitation,
  busy,
  onDecide,
}: {
  invitation: TeamInvitation;
  busy: boolean;
  onDecide: (accept: boolean) => void;
}) {
  const lead = invitation.leadUsername;
  return (
    <Item as="li" justify="space-between">
      <p>
        <strong>{lead}</strong> invites you to join their team (sent {formatWhen(invitation.createdAt)}). Its
        members see each other&apos;s documents, read-only, while they work with Shared workspace on.
      </p>
      <Row>
        <Button
          aria-label={`Accept the invitation from ${lead}`}
          disabled={busy}
          onClick={() => onDecide(true)}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          aria-label={`Decline the invitation from ${lead}`}
          disabled={busy}
          onClick={() => onDecide(false)}
        >
          Decline
        </Button>
      </Row>
    </Item>
  );
}
