import type { FormEvent, Ref } from 'react';
import { ANALYSIS_TYPE_IDS, ANALYSIS_TYPES, type AnalysisTypeId } from '@csw/contracts';
import { Card, Muted, SectionTitle, SelectField, Stack, SubmitButton, TextAreaField } from '@csw/ui';
import { ExtraFiles, type FileChoice } from './extra-files';
import { ModelSelect } from './model-select';
import type { ModelChoice } from './use-models';

const Form = Stack.withComponent('form');

/** The request being written, as the screen holds it: its type, its query and its files. */
export interface QueryRequest extends FileChoice {
  analysisType: AnalysisTypeId;
  chooseType(type: AnalysisTypeId): void;
  query: string;
  setQuery(query: string): void;
  queryBox: Ref<HTMLTextAreaElement>;
}

export interface QueryFormProps {
  request: QueryRequest;
  models: ModelChoice;
  busy: boolean;
  signedIn: boolean;
  simplified: boolean;
  onAnalyze: () => void;
}

/** The analysis type, model, query and optional files, and the Analyze button. */
export function QueryForm(props: QueryFormProps) {
  const { request, busy } = props;
  const { analysisType, query, files } = request;
  const type = ANALYSIS_TYPES[analysisType];
  // Disabled while running, or when the query is empty and no extra file is attached.
  const disabled = busy || (!query.trim() && files.length === 0);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!disabled && props.signedIn) props.onAnalyze();
  }
  return (
    <Card aria-labelledby="think-query-title">
      <SectionTitle id="think-query-title">Analysis</SectionTitle>
      <Form onSubmit={submit} aria-label="Analysis request">
        <SelectField
          label="Analysis type"
          value={analysisType}
          hint={type.description}
          options={ANALYSIS_TYPE_IDS.map((id) => ({ value: id, label: ANALYSIS_TYPES[id].name }))}
          onValueChange={request.chooseType}
        />
        <ModelSelect choice={props.models} brief={props.simplified} />
        <TextAreaField
          ref={request.queryBox}
          label="Analysis query"
          rows={4}
          value={query}
          placeholder={type.placeholder}
          onChange={(event) => request.setQuery(event.target.value)}
        />
        <ExtraFiles choice={request} disabled={busy} />
        <SubmitButton busy={busy} busyLabel="Analyzing..." disabled={disabled}>
          Analyze
        </SubmitButton>
        {props.signedIn ? null : <Muted>Sign in to run an analysis.</Muted>}
      </Form>
    </Card>
  );
}
