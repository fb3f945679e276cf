import { useState } from 'react';
import styled from '@emotion/styled';
import type { SessionUser, TeamMembership, UserSummary } from '@csw/contracts';
import { PersonPicker } from '@csw/documents';
import { Card, FormMessage, Muted, SectionTitle, Stack } from '@csw/ui';
import { ScreenHead } from '../../components/screen-head';
import { ScreenMain } from '../../components/screen-main';
import { AddMember } from './add-member';
import { TeamMembers } from './team-members';
import { useMemberships, useTeam } from './use-team';

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
 * The Team screen. Everyone sees the teams they belong to and who is in them. A team lead manages their
 * team here: its members with their role, adding one found by name, removing one after confirming. An
 * administrator manages their own team or, by choosing its lead, anyone's. In team mode the members see
 * each other's documents in the shared workspace, and the lead the team's figures on the dashboard.
 */
export function TeamScreen({ user, onDashboard }: TeamScreenProps) {
  const leads = user.role === 'team_lead' || user.role === 'admin';
  const [otherLead, setOtherLead] = useState<UserSummary | null>(null);
  const memberships = useMemberships();

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
            <ManagedTeam key={otherLead?.id ?? 'own'} lead={otherLead} />
          </Stack>
        </section>
      ) : null}
      <section aria-labelledby="memberships-title">
        <SectionTitle id="memberships-title">Teams you belong to</SectionTitle>
        <Stack as={Body} gap="md">
          {memberships.state.status === 'failed' ? <FormMessage message={memberships.state.message} /> : null}
          {memberships.state.status === 'ready' && memberships.state.value.length === 0 ? (
            <Muted>You are not a member of any team. A team lead can add you to theirs.</Muted>
          ) : null}
          {memberships.state.value?.map((membership) => (
            <Membership key={membership.leadId} membership={membership} />
          ))}
        </Stack>
      </section>
    </ScreenMain>
  );
}

/** The team the user changes: their own, or (an administrator) the one of the lead they chose. */
function ManagedTeam({ lead }: { lead: UserSummary | null }) {
  const team = useTeam(lead?.id);
  const whose = lead ? `${lead.username}'s team` : 'your team';
  return (
    <>
      <Muted>
        Members of a team see each other&apos;s documents, read-only, when they turn on Shared workspace; the
        lead then sees the team&apos;s figures on the dashboard.
      </Muted>
      <AddMember memberIds={team.members.value?.map((m) => m.userId) ?? []} onAdd={team.add} />
      <FormMessage message={team.message} />
      <TeamMembers
        label={`Members of ${whose}`}
        members={team.members}
        onRemove={team.remove}
        emptyText={`No members in ${whose} yet: add one above by typing part of their name.`}
      />
    </>
  );
}

/** A team the user belongs to: its lead and its members, to read only. */
function Membership({ membership }: { membership: TeamMembership }) {
  const team = useTeam(membership.leadId);
  return (
    <div>
      <p>
        You are a member of the team led by <strong>{membership.leadUsername}</strong>.
      </p>
      <TeamMembers
        label={`Members of ${membership.leadUsername}'s team`}
        members={team.members}
        emptyText="No other members yet."
      />
    </div>
  );
}
