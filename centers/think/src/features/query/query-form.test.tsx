import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYSIS_TYPES } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { CATALOGUE } from '../../testing/fake-think';
import { QueryForm, type QueryFormProps } from './query-form';

function renderForm({
  query = '',
  ...props
}: Partial<Omit<QueryFormProps, 'request'>> & { query?: string } = {}) {
  const handlers = {
    onAnalysisType: jest.fn(),
    onModel: jest.fn(),
    onQuery: jest.fn(),
    onAddFiles: jest.fn(),
    onRemoveFile: jest.fn(),
    onAddFilesToLibrary: jest.fn(),
    onAnalyze: jest.fn(),
  };
  renderWithPlatform(
    <QueryForm
      request={{
        analysisType: 'custom',
        chooseType: handlers.onAnalysisType,
        query,
        setQuery: handlers.onQuery,
        queryBox: createRef<HTMLTextAreaElement>(),
        files: [],
        addFiles: handlers.onAddFiles,
        removeFile: handlers.onRemoveFile,
        addFilesToLibrary: false,
        setAddFilesToLibrary: handlers.onAddFilesToLibrary,
      }}
      models={{
        models: CATALOGUE.models,
        error: null,
        modelId: CATALOGUE.defaultModelId,
        setModelId: handlers.onModel,
      }}
      busy={false}
      signedIn
      simplified={false}
      onAnalyze={handlers.onAnalyze}
      {...props}
    />,
  );
  return handlers;
}

const analyze = () => screen.getByRole('button', { name: 'Analyze' });

describe('analysis request', () => {
  it('waits for a query, passes on what is typed and the type chosen', async () => {
    const events = userEvent.setup();
    const handlers = renderForm();
    expect(analyze()).toBeDisabled();
    await events.type(screen.getByRole('textbox', { name: 'Analysis query' }), 'W');
    expect(handlers.onQuery).toHaveBeenLastCalledWith('W');
    const threat = ANALYSIS_TYPES['threat-assessment'];
    await events.selectOptions(screen.getByRole('combobox', { name: 'Analysis type' }), threat.name);
    expect(handlers.onAnalysisType).toHaveBeenCalledWith('threat-assessment');
  });

  it('lists the models, those the server cannot reach listed but not offered', async () => {
    const handlers = renderForm();
    const model = screen.getByRole('combobox', { name: 'AI model' });
    expect(screen.getByRole('option', { name: /^Grok-2 - Advanced Reasoning/ })).toBeDisabled();
    await userEvent.setup().selectOptions(model, 'Intel Analyst - Intelligence');
    expect(handlers.onModel).toHaveBeenCalledWith('intel-analyst');
  });

  it('runs the analysis of a query', async () => {
    const handlers = renderForm({ query: 'What threatens the ground station?' });
    await userEvent.setup().click(analyze());
    expect(handlers.onAnalyze).toHaveBeenCalledTimes(1);
  });

  it('runs one analysis at a time', () => {
    renderForm({ query: 'What threatens the ground station?', busy: true });
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  });

  it('asks a visitor to sign in and runs nothing', async () => {
    const handlers = renderForm({ query: 'What threatens the ground station?', signedIn: false });
    expect(screen.getByText('Sign in to run an analysis.')).toBeInTheDocument();
    await userEvent.setup().click(analyze());
    expect(handlers.onAnalyze).not.toHaveBeenCalled();
  });
});
