import { ADVISE_TABS, type CenterProps } from '@csw/contracts';
import { CenterGrid, CenterLayout, Stack, Tabs, VisuallyHidden } from '@csw/ui';
import { HistoryPanel } from '../features/history/history-panel';
import { AchPanel } from '../features/scenario-planning/ach-panel';
import { FuturesPanel } from '../features/scenario-planning/futures-panel';
import { StrategicAnalysisTab } from '../features/strategic-analysis/strategic-analysis';
import { WarCouncil } from '../features/war-council/war-council';
import { useAdvise } from './use-advise';

const COLUMNS = 'minmax(0, 3fr) minmax(14rem, 1fr)';

const TABS = ADVISE_TABS.map((t) => ({ id: t, label: t }));

/** The ADVISE screen: three tabs, the saved consultations beside them. */
export function AdviseCenter({ user }: CenterProps) {
  const { tab, setTab, strategic, council, scenarios, history, voices, spoken } = useAdvise(user);
  return (
    <CenterLayout centerId="advise">
      <CenterGrid columns={COLUMNS} keepColumns>
        <Tabs label="ADVISE" tabs={TABS} selected={tab} onSelect={setTab}>
          {/* The open tab's name heads its panel for screen readers, so the panels' headings keep their order. */}
          <VisuallyHidden as="h2">{tab}</VisuallyHidden>
          {tab === 'Strategic Analysis' ? (
            <StrategicAnalysisTab strategic={strategic} voices={voices} spoken={spoken.state} />
          ) : tab === 'War Council' ? (
            <WarCouncil council={council} voices={voices} />
          ) : (
            <Stack gap="lg">
              <AchPanel scenarios={scenarios} />
              <FuturesPanel scenarios={scenarios} />
            </Stack>
          )}
        </Tabs>
        <HistoryPanel
          items={history.items}
          error={history.error}
          notice={history.notice}
          onOpen={history.reopen}
        />
      </CenterGrid>
    </CenterLayout>
  );
}
