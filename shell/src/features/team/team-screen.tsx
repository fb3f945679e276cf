import { useState } from 'react';
import styled from '@emotion/styled';
import type { SessionUser, TeamMembership, UserSummary } from '@csw/contracts';
import { PersonPicker } from '@csw/documents';
import { Button, Card, ConfirmDialog, FormMessage, Muted, SectionTitle, Stack } from '@csw/ui';
import { ScreenHead } from '../../components/screen-head';
import { ScreenMain } from '../../components/screen-main';
import { AddMember } from './add-member';
import { PendingInvitations } from './pending-invitations';
import { ReceivedInvitations } from './received-invitations';
import { TeamMembers } from './team-members';
import { useMemberships, useTeam, useTeamMembers } from './use-team';

const Body = styled(Card)`
  p {
    margin: 0;
  }
`;

const LeadPicker = styled.div`
  max-width: 28rem;
`;

export interface TeamScreenProps {
  user: SessionUser;
  onDashboard: () => void;
}

/**
 * The Team screen. Everyone answers the invitations they received, sees the teams they belong to and who
 * is in them, and may leave one. A team lead manages their team here: its members with their role,
 * inviting one found by name (they join by accepting), the invitations still pending (Withdraw), removing
 * a member after confirming. An administrator adds members directly, to their own team or, by choosing its
 * lead, anyone's. While both work in team mode, members see each other's documents in the shared workspace,
 * and the lead the team's figures on the dashboard.
 */
export function TeamScreen({ user, onDashboard }: TeamScreenProps) {
  const leads = user.role === 'team_lead' || user.role === 'admin';
  const [otherLead, setOtherLead] = useState<UserSummary | null>(null);
  const memberships = useMemberships(user.id);
  const [leaving, setLeaving] = useState<TeamMembership | null>(null);

  return (
    <ScreenMain>
      <ScreenHead title="Team" onDashboard={onDashboard} />
      {leads ? (
        <section aria-labelledby="lead-team-title">
          <SectionTitle id="lead-team-title">
            {otherLead ? `The team of ${otherLead.username}` : 'Your team'}
          </SectionTitle>
          <Stack as={Body} gap="md">
            {user.role === 'admin' ? (
              <LeadPicker>
                <PersonPicker
                  label="Manage the team of"
                  value={otherLead}
                  onChange={setOtherLead}
                  role="team_lead"
                />
                <Muted>Leave it empty to manage your own team.</Muted>
              </LeadPicker>
            ) : null}
            <ManagedTeam
              key={otherLead?.id ?? 'own'}
              lead={otherLead}
              mode={user.role === 'admin' ? 'add' : 'invite'}
            />
          </Stack>
        </section>
      ) : null}
      <ReceivedInvitations onJoined={memberships.retry} />
      <section aria-labelledby="memberships-title">
        <SectionTitle id="memberships-title">Teams you belong to</SectionTitle>
        <Stack as={Body} gap="md">
          {memberships.state.status === 'failed' ? <FormMessage message={memberships.state.message} /> : null}
          <FormMessage message={memberships.message} />
          {memberships.state.status === 'ready' && memberships.state.value.length === 0 ? (
            <Muted>
              You are not a member of any team. A team lead can invite you to theirs; you join by accepting.
            </Muted>
          ) : null}
          {memberships.state.value?.map((membership) => (
            <Membership
              key={membership.leadId}
              membership={membership}
              onLeave={() => setLeaving(membership)}
            />
          ))}
        </Stack>
      </section>
      {leaving ? (
        <ConfirmDialog
          title="Leave team"
          message={`Leave the team led by ${leaving.leadUsername}? You will no longer see its members' documents, nor they yours. To join again you need a new invitation.`}
          type="warning"
          confirmText="Leave team"
          onConfirm={() => {
            const membership = leaving;
            setLeaving(null);
            void memberships.leave(membership);
          }}
          onCancel={() => setLeaving(null)}
        />
      ) : null}
    </ScreenMain>
  );
}

/**
 * The team the user changes: their own, or (an administrator) the one of the lead they chose. A lead
 * invites; an administrator adds directly.
 */
function ManagedTeam({ lead, mode }: { lead: UserSummary | null; mode: 'invite' | 'add' }) {
  const team = useTeam(lead?.id);
  const whose = lead ? `${lead.username}'s team` : 'your team';
  const taken = [
    ...(team.members.value?.map((m) => m.userId) ?? []),
    ...(team.invitations.value?.map((i) => i.userId) ?? []),
  ];
  return (
    <>
      <Muted>
        {mode === 'invite'
          ? 'Invite people by name: they join your team when they accept. '
          : 'As an administrator you add members directly, without an invitation. '}
        Members of a team see each other&apos;s documents, read-only, while they work with Shared workspace
        on; the lead then sees the team&apos;s figures on the dashboard.
      </Muted>
      <AddMember memberIds={taken} mode={mode} onAdd={team.add} />
      <FormMessage message={team.message} />
      <TeamMembers
        label={`Members of ${whose}`}
        members={team.members}
        onRemove={team.remove}
        emptyText={
          mode === 'invite'
            ? `No members in ${whose} yet: invite one above by typing part of their name.`
            : `No members in ${whose} yet: add one above by typing part of their name.`
        }
      />
      <h3>Pending invitations</h3>
      <PendingInvitations
        label={`Pending invitations to ${whose}`}
        invitations={team.invitations}
        onWithdraw={team.withdraw}
      />
    </>
  );
}

/** A team the user belongs to: its lead and its members, to read only; the user may leave it. */
function Membership({ membership, onLeave }: { membership: TeamMembership; onLeave: () => void }) {
  const members = useTeamMembers(membership.leadId);
  return (
    <Stack gap="sm">
      <p>
        You are a member of the team led by <strong>{membership.leadUsername}</strong>.
      </p>
      <TeamMembers
        label={`Members of ${membership.leadUsername}'s team`}
        members={members.state}
        emptyText="No other members yet."
      />
      <div>
        <Button
          variant="secondary"
          aria-label={`Leave team led by ${membership.leadUsername}`}
          onClick={onLeave}
        >
          Leave team
        </Button>
      </div>
    </Stack>
  );
}
