import { lazy, Suspense, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { ROLE_LABELS, type CenterId, type SessionUser } from '@csw/contracts';
import { StatusNotice } from '@csw/ui';
import { useApi } from '@csw/storage';
import { ScreenMain } from '../../components/screen-main';
import type { CenterDirectoryState } from '../../lib/center-directory';
import { SIMPLIFIED_MESSAGE, isSimplified } from '../../lib/cognitive';
import { CenterCards } from './center-cards';
import { DashboardHeader } from './dashboard-header';
import { ExportMyData } from './export-my-data';
import { RecentDocuments } from './recent-documents';
import { StatTiles } from './stat-tiles';
import { useDashboardStats } from './use-dashboard-stats';
import { useRecentDocuments } from './use-recent-documents';
import { WhatsNew } from './whats-new';

// Only a team lead in team mode sees the team's figures: their code loads for them alone.
const TeamInsights = lazy(() =>
  import('./team-insights').then(({ TeamInsights }) => ({ default: TeamInsights })),
);

const Footer = styled.footer`
  display: flex;
  justify-content: space-between;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface DashboardProps {
  user: SessionUser;
  centers: CenterDirectoryState;
  onOpen: (id: CenterId) => void;
  /** A card was pointed at or focused: its center's code can start loading. */
  onPreload?: (id: CenterId) => void;
  onAdministration?: () => void;
  /** Opens the Team screen: the teams the user belongs to, and the one a lead manages. */
  onTeam?: () => void;
  /** Opens the user's account (password and sessions) from the user badge. */
  onAccount?: () => void;
  onSignOut: () => void;
  /** Team invitations awaiting the user's answer (composed by the app from the team feature). */
  invitations?: ReactNode;
}

/**
 * The landing screen: greeting and clock, the user's figures, the five centers, what is new and the
 * recent documents. In a simplified view (Fatigued) only the essentials stay: figures and centers.
 */
export function Dashboard({
  user,
  centers,
  onOpen,
  onPreload,
  onAdministration,
  onTeam,
  onAccount,
  onSignOut,
  invitations,
}: DashboardProps) {
  const api = useApi();
  const stats = useDashboardStats(api);
  const recent = useRecentDocuments(api);
  const simplified = isSimplified(user.preferences.cognitiveState);
  const usage = stats.state.status === 'ready' ? stats.state.value.usage : null;

  return (
    <ScreenMain>
      <DashboardHeader
        user={user}
        onAdministration={onAdministration}
        onTeam={onTeam}
        onAccount={onAccount}
        onSignOut={onSignOut}
      >
        <ExportMyData api={api} />
      </DashboardHeader>
      <StatusNotice
        status="caution"
        message={
          user.pendingRoleRequest &&
          `Your request for the ${ROLE_LABELS[user.pendingRoleRequest]} role awaits an administrator.`
        }
      />
      <StatusNotice status="standby" message={simplified ? SIMPLIFIED_MESSAGE : null} />
      {invitations}
      <StatTiles state={stats.state} />
      {user.role === 'team_lead' && user.preferences.teamMode ? (
        <Suspense fallback={null}>
          <TeamInsights api={api} onTeam={onTeam} />
        </Suspense>
      ) : null}
      <CenterCards
        usage={usage}
        centers={centers}
        simplified={simplified}
        onOpen={onOpen}
        onPreload={onPreload}
      />
      {simplified ? null : (
        <>
          <RecentDocuments
            api={api}
            state={recent.state}
            currentUserId={user.id}
            onChanged={() => {
              recent.retry();
              stats.retry();
            }}
          />
          <WhatsNew centers={centers} />
        </>
      )}
      <Footer>
        <span>Version 1.0</span>
        <span>UNCLASSIFIED</span>
      </Footer>
    </ScreenMain>
  );
}
