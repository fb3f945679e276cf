import styled from '@emotion/styled';
import { NO_DOCUMENTS_HINT, NO_DOCUMENTS_MESSAGE } from '@csw/contracts';
import { useDisplayedClassification } from '@csw/event-bus';
import { Card, ClassificationTag, FormMessage, Muted, SectionTitle, StatusLabel } from '@csw/ui';
import type { AnalysisState, ModelAnswer } from './use-analysis';
import { sizeInKb } from '../../lib/files';
import { AnalysisDetails } from './analysis-details';

const Part = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.base};
  }
`;

const Prose = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const Warning = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.status.caution};
  background: ${({ theme }) => theme.color.surfaceHeader};
`;

function Answer({ answer }: { answer: ModelAnswer }) {
  return (
    <Part aria-label={`Answer of ${answer.modelName}`}>
      <h3>Answer of {answer.modelName}</h3>
      {answer.text ? <Prose>{answer.text}</Prose> : null}
      {answer.streaming ? <Muted role="status">{answer.modelName} is writing its answer...</Muted> : null}
      {answer.error ? <FormMessage message={answer.error} /> : null}
    </Part>
  );
}

/** The outcome of an analysis: most relevant content, the analysis itself, a model's answer and the cognitive warning. */
export function ResultsPanel({ state, simplified }: { state: AnalysisState; simplified: boolean }) {
  return (
    <Card aria-labelledby="think-results-title" aria-busy={state.status === 'running'}>
      <SectionTitle id="think-results-title">Results</SectionTitle>
      {state.status === 'idle' ? <Muted>Choose documents, ask a question and press Analyze.</Muted> : null}
      {state.status === 'running' ? <Muted role="status">{state.step}</Muted> : null}
      {state.status === 'failed' ? <FormMessage message={`The analysis failed: ${state.message}`} /> : null}
      {state.status === 'no-documents' ? (
        <FormMessage message={NO_DOCUMENTS_MESSAGE} hint={NO_DOCUMENTS_HINT} />
      ) : null}
      {state.status === 'done' ? <RunResult state={state} simplified={simplified} /> : null}
    </Card>
  );
}

function RunResult({
  state,
  simplified,
}: {
  state: Extract<AnalysisState, { status: 'done' }>;
  simplified: boolean;
}) {
  const { run, answer } = state;
  const { result } = run;
  // The result carries the highest marking of its sources, and names each source with its own.
  useDisplayedClassification(
    result.status === 'ok' ? [result.classification, ...result.documents.map((d) => d.classification)] : [],
  );
  if (result.status !== 'ok') {
    return <FormMessage message={result.message} hint={result.hint} />;
  }
  return (
    <div>
      <Muted>
        <ClassificationTag level={result.classification} /> {result.analysisTypeName} of{' '}
        {result.counts.documents} document
        {result.counts.documents === 1 ? '' : 's'} by {run.model.name}
      </Muted>
      {run.notices.map((notice) => (
        <Muted key={notice}>{notice}</Muted>
      ))}
      <Part aria-label="Most relevant content">
        <h3>Most relevant content</h3>
        <Prose>{result.mostRelevant || 'No passage of the chosen documents matches the question.'}</Prose>
      </Part>
      {answer ? <Answer answer={answer} /> : null}
      <AnalysisDetails result={result} simplified={simplified} />
      {run.mediaAttachments.length > 0 ? (
        <Part aria-label="Media attachments">
          <h3>Media attachments (listed, not analysed)</h3>
          <ul>
            {run.mediaAttachments.map((m) => (
              <li key={m.name}>
                {m.name} ({m.type || 'unknown type'}, {sizeInKb(m.size)})
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {result.cognitiveWarning ? (
        <Warning role="note" aria-label="Cognitive warning">
          <StatusLabel status="caution">Cognitive warning</StatusLabel>
          <Prose>{result.cognitiveWarning}</Prose>
        </Warning>
      ) : null}
    </div>
  );
}
