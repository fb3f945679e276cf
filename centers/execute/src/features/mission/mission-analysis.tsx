import styled from '@emotion/styled';
import { MISSION_ELEMENTS, type MissionAnalysis } from '@csw/contracts';
import { Muted, SectionTitle, Stack, StatusSymbol } from '@csw/ui';

const Elements = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

/** The restated mission, each of who, what, when, where and why (or the message naming it missing), the tasks. */
export function MissionAnalysisView({ analysis }: { analysis: MissionAnalysis | null }) {
  if (!analysis)
    return (
      <Stack gap="sm" aria-label="Mission analysis" role="region">
        <SectionTitle>Restated mission</SectionTitle>
        <Muted>
          Orchestrate a mission to see it restated: who, what, when, where and why, each found in your
          description or named as missing, with the specified and implied tasks.
        </Muted>
      </Stack>
    );
  return (
    <Stack gap="sm" aria-label="Mission analysis" role="region">
      <SectionTitle>Restated mission</SectionTitle>
      <p>{analysis.restatedMission ?? 'The mission cannot be restated: who or what is not stated.'}</p>
      <Elements>
        {MISSION_ELEMENTS.map((element) => {
          const finding = analysis[element];
          return [
            <dt key={`${element}-t`}>{finding.label}</dt>,
            <dd key={`${element}-d`}>
              {finding.stated ? (
                <span>{finding.text}</span>
              ) : (
                <>
                  <StatusSymbol status="caution" label="Missing" />
                  <span>{finding.message}</span>
                </>
              )}
            </dd>,
          ];
        })}
      </Elements>
      {/* A mission of several tasks keeps each with its own place: the What row gives their verbs only. */}
      {analysis.what.tasks && analysis.what.tasks.length > 1 ? (
        <List aria-label="Tasks of the mission">
          {analysis.what.tasks.map((t) => (
            <li key={`${t.span.start}`}>
              {t.text} <Muted as="span">({t.verb})</Muted>
            </li>
          ))}
        </List>
      ) : null}
      {analysis.what.definition ? (
        <Muted>
          {analysis.what.verb}: {analysis.what.definition}
        </Muted>
      ) : null}
      <SectionTitle as="h3">Specified tasks</SectionTitle>
      {analysis.specifiedTasks.length ? (
        <List aria-label="Specified tasks">
          {analysis.specifiedTasks.map((t) => (
            <li key={`${t.span.start}-${t.text}`}>
              {t.text}
              {t.essential ? ' (essential task)' : ''}
            </li>
          ))}
        </List>
      ) : (
        <Muted>No specified task was found.</Muted>
      )}
      <SectionTitle as="h3">Implied tasks</SectionTitle>
      {analysis.impliedTasks.length ? (
        <List aria-label="Implied tasks">
          {analysis.impliedTasks.map((t) => (
            <li key={t.text}>
              {t.text} <Muted as="span">({t.because})</Muted>
            </li>
          ))}
        </List>
      ) : (
        <Muted>No implied task follows from the stated ones.</Muted>
      )}
      {analysis.constraints.length ? (
        <>
          <SectionTitle as="h3">Constraints</SectionTitle>
          <List aria-label="Constraints">
            {analysis.constraints.map((c) => (
              <li key={`${c.span.start}`}>{c.text}</li>
            ))}
          </List>
        </>
      ) : null}
      {analysis.risks.length ? (
        <>
          <SectionTitle as="h3">Risks</SectionTitle>
          <List aria-label="Risks">
            {analysis.risks.map((r) => (
              <li key={r.text}>
                {r.level}: {r.text}
              </li>
            ))}
          </List>
        </>
      ) : null}
      {analysis.notices.map((n) => (
        <Muted key={n}>{n}</Muted>
      ))}
    </Stack>
  );
}
