import { CENTER_CATALOG, CENTER_IDS, type TeamStats, type teamStatsSchema } from '@csw/contracts';
import { useBusEventCount } from '@csw/event-bus';
import { typedAnswer, useRequest, type ApiClient } from '@csw/storage';
import {
  Button,
  Card,
  FigureGrid,
  FormMessage,
  Muted,
  SectionTitle,
  StatusLabel,
  type Figure,
} from '@csw/ui';

/**
 * GET /api/team/stats: the figures of the lead's team (the lead and the members the lead added), read again
 * when team mode is switched.
 */
export function useTeamStats(api: ApiClient) {
  const teamModeChanges = useBusEventCount('workspace/team-mode-changed');
  return useRequest<TeamStats>(
    async () => typedAnswer<typeof teamStatsSchema>(await api.get('/api/team/stats')),
    `team-figures|${teamModeChanges}`,
    { what: 'team figures' },
  );
}

/** Each figure of the team with its label, in the order the dashboard shows them. */
const teamFigures = (stats: TeamStats): Figure[] => [
  { label: 'Team members', value: stats.members },
  { label: 'Team documents', value: stats.documents },
  { label: 'Team this week', value: stats.thisWeek },
  { label: 'Team actions', value: stats.usage.total },
  ...CENTER_IDS.map((id) => ({ label: `${CENTER_CATALOG[id].title} actions`, value: stats.usage[id] })),
];

/**
 * Collective insights of a team lead in team mode: the team's actions per center, its documents and this
 * week's documents, counted by the server over the team's members only.
 */
export function TeamInsights({ api, onTeam }: { api: ApiClient; onTeam?: () => void }) {
  const { state } = useTeamStats(api);
  const stats = state.status === 'failed' ? null : (state.value ?? null);
  return (
    <section aria-labelledby="team-title" aria-busy={state.status === 'loading'}>
      <SectionTitle id="team-title">Team figures</SectionTitle>
      <Card>
        <p>
          <StatusLabel status="normal">Collective insights active</StatusLabel>
        </p>
        {state.status === 'failed' ? <FormMessage message={state.message} /> : null}
        {stats && stats.members === 0 ? (
          <Muted>
            Your team has no members yet: invite them on the Team screen; their figures show here once they
            accept.
          </Muted>
        ) : null}
        {onTeam ? (
          <p>
            <Button variant="secondary" onClick={onTeam}>
              Manage your team
            </Button>
          </p>
        ) : null}
        {stats ? <FigureGrid look="bare" aria-label="Team figures" figures={teamFigures(stats)} /> : null}
      </Card>
    </section>
  );
}
