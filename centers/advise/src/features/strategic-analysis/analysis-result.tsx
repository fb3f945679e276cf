import { Fragment, type ReactNode } from 'react';
import type { AdviceFinding, PersonaAnalysis, StrategicAnalysis } from '@csw/contracts';
import { PERSONAS } from '@csw/contracts';
import { Card, FormMessage, Muted, SectionTitle, Stack } from '@csw/ui';
import { Citations, FindingList } from '../../lib/citations';
import { ClassificationMarking } from '../../lib/classification-marking';
import { PersonaDetails } from './persona-details';
import { QuestionFactors } from './question-factors';
import { RiskMatrix } from './risk-matrix';
import type { AnalysisVoices } from './use-analysis-voices';

/** A configured model's words for the persona, whole or as they arrive. */
function Voice({ persona, spoken }: { persona: PersonaAnalysis; spoken: AnalysisVoices | undefined }) {
  const speaking = spoken?.speaking?.personaId === persona.personaId ? spoken.speaking.text : null;
  const text = spoken?.voices[persona.personaId] ?? speaking;
  if (text === null || text === undefined) return null;
  return (
    <section aria-label={`The model speaking for ${persona.name}`} aria-busy={speaking !== null}>
      <Muted>In the configured model's words, from this method's findings and cited passages:</Muted>
      <div style={{ whiteSpace: 'pre-wrap' }}>{text}</div>
    </section>
  );
}

function PersonaCard({
  persona,
  lead,
  spoken,
}: {
  persona: PersonaAnalysis;
  lead: boolean;
  spoken: AnalysisVoices | undefined;
}) {
  const who = PERSONAS[persona.personaId];
  return (
    <Card as="article" aria-label={`${persona.name}${lead ? ' (leads this mode)' : ''}`}>
      <Stack gap="sm">
        <SectionTitle as="h4">
          {persona.name}: {who.role}
        </SectionTitle>
        <Muted>{persona.method}</Muted>
        <div>{persona.analysis}</div>
        <Voice persona={persona} spoken={spoken} />
        <div>
          Confidence {persona.confidence}% ({persona.verdict}).{' '}
          <Muted>{persona.confidenceBasis.explanation}</Muted>
        </div>
        <PersonaDetails name={persona.name} details={persona.details} />
        <FindingList
          label={`Risks from ${persona.name}`}
          findings={persona.risks}
          empty="No risk found by this method."
        />
        <FindingList
          label={`Recommendations from ${persona.name}`}
          findings={persona.recommendations}
          empty="No recommendation from this method."
        />
      </Stack>
    </Card>
  );
}

/** A card of titled finding lists (each title also names its list for screen readers), then `children`. */
function FindingsCard({
  sections,
  children,
}: {
  sections: readonly { title: string; findings: readonly AdviceFinding[]; empty: string }[];
  children?: ReactNode;
}) {
  return (
    <Card>
      <Stack gap="sm">
        {sections.map(({ title, findings, empty }) => (
          <Fragment key={title}>
            <SectionTitle as="h3">{title}</SectionTitle>
            <FindingList label={title} findings={findings} empty={empty} />
          </Fragment>
        ))}
        {children}
      </Stack>
    </Card>
  );
}
/** A strategic analysis: summary, persona cards in the mode's order, risks, consensus with its dissent. */
export function AnalysisResult({ result, spoken }: { result: StrategicAnalysis; spoken?: AnalysisVoices }) {
  return (
    <Stack gap="md" aria-label="Strategic analysis result" role="region">
      <ClassificationMarking level={result.classification} />
      {result.notices.map((n) => (
        <Muted key={n}>{n}</Muted>
      ))}
      {spoken?.busy ? (
        <Muted role="status">The configured model is speaking for the advisors...</Muted>
      ) : null}
      {spoken?.notices.map((n) => (
        <Muted key={n}>{n}</Muted>
      ))}
      <FormMessage message={spoken?.error} />
      <Card>
        <Stack gap="sm">
          <SectionTitle as="h3">Summary</SectionTitle>
          <div>{result.summary}</div>
          <div>
            Overall confidence {result.confidence}%. <Muted>{result.confidenceBasis.explanation}</Muted>
          </div>
          <div>
            Risk level {result.riskLevel}. <Muted>{result.riskExplanation}</Muted>
          </div>
          <RiskMatrix matrix={result.riskMatrix} />
        </Stack>
      </Card>
      <QuestionFactors factors={result.factors} />
      <SectionTitle as="h3">Advisors</SectionTitle>
      {result.order.map((id) => {
        const persona = result.personas[id];
        return persona ? (
          <PersonaCard key={id} persona={persona} lead={id === result.lead} spoken={spoken} />
        ) : null;
      })}
      <FindingsCard
        sections={[
          { title: 'Risks', findings: result.risks, empty: 'The premortem found no cause of failure.' },
          { title: 'Recommendations', findings: result.recommendations, empty: 'No recommendation.' },
        ]}
      />
      <Card as="section" aria-label="Consensus">
        <Stack gap="sm">
          <SectionTitle as="h3">Consensus</SectionTitle>
          <div>{result.consensus.summary}</div>
          <SectionTitle as="h4">Where the advisors agree</SectionTitle>
          {result.consensus.agreement.length === 0 ? (
            <Muted>No point all advisors share.</Muted>
          ) : (
            <ul>
              {result.consensus.agreement.map((a, i) => (
                <li key={i}>
                  {a.text} <Muted>({a.personaIds.map((p) => PERSONAS[p].name).join(', ')})</Muted>
                  <Citations citations={a.citations} />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Card>
      <Card as="section" aria-label="Disagreement">
        <Stack gap="sm">
          <SectionTitle as="h3">Where the advisors disagree</SectionTitle>
          {result.consensus.disagreement.length === 0 ? (
            <Muted>The advisors do not disagree on this scenario.</Muted>
          ) : (
            <ul>
              {result.consensus.disagreement.map((d, i) => (
                <li key={i}>
                  {d.topic}
                  <ul>
                    {d.positions.map((p) => (
                      <li key={p.personaId}>
                        {PERSONAS[p.personaId].name}: {p.verdict}. {p.reason}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Card>
      <FindingsCard
        sections={[
          {
            title: 'Alternatives',
            findings: result.alternatives,
            empty: 'No alternative course of action found.',
          },
        ]}
      >
        <SectionTitle as="h3">Recommended course of action</SectionTitle>
        <div style={{ whiteSpace: 'pre-wrap' }}>{result.recommendedCourseOfAction}</div>
      </FindingsCard>
    </Stack>
  );
}
