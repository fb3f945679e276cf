import type { FormEvent, Ref } from 'react';
import { ANALYSIS_TYPE_IDS, ANALYSIS_TYPES, type AnalysisTypeId, type ModelDto } from '@csw/contracts';
import { Button, Card, Muted, SectionTitle, SelectField, Stack, TextAreaField } from '@csw/ui';
import { ExtraFiles } from './extra-files';
import { ModelSelect } from './model-select';

const Form = Stack.withComponent('form');

export interface QueryFormProps {
  analysisType: AnalysisTypeId;
  onAnalysisType: (type: AnalysisTypeId) => void;
  models: readonly ModelDto[] | null;
  modelsError: string | null;
  modelId: string;
  onModel: (id: string) => void;
  query: string;
  onQuery: (query: string) => void;
  queryRef: Ref<HTMLTextAreaElement>;
  files: readonly File[];
  onAddFiles: (files: File[]) => void;
  onRemoveFile: (file: File) => void;
  addFilesToLibrary: boolean;
  onAddFilesToLibrary: (on: boolean) => void;
  busy: boolean;
  signedIn: boolean;
  simplified: boolean;
  onAnalyze: () => void;
}

/** The analysis type, model, query and optional files, and the Analyze button. */
export function QueryForm(props: QueryFormProps) {
  const { analysisType, query, files, busy } = props;
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
          onChange={(event) => props.onAnalysisType(event.target.value as AnalysisTypeId)}
        />
        <ModelSelect
          models={props.models}
          value={props.modelId}
          onChange={props.onModel}
          brief={props.simplified}
          error={props.modelsError}
        />
        <TextAreaField
          ref={props.queryRef}
          label="Analysis query"
          rows={4}
          value={query}
          placeholder={type.placeholder}
          onChange={(event) => props.onQuery(event.target.value)}
        />
        <ExtraFiles
          files={files}
          onAdd={props.onAddFiles}
          onRemove={props.onRemoveFile}
          addToLibrary={props.addFilesToLibrary}
          onAddToLibrary={props.onAddFilesToLibrary}
          disabled={busy}
        />
        <Button type="submit" disabled={disabled}>
          {busy ? 'Analyzing...' : 'Analyze'}
        </Button>
        {props.signedIn ? null : <Muted>Sign in to run an analysis.</Muted>}
      </Form>
    </Card>
  );
}
