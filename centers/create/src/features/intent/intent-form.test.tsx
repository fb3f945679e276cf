import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModelDto } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { BUILTIN_WRITER } from '../../testing/fake-create';
import { IntentForm, type IntentFormProps } from './intent-form';

const configured: ModelDto = {
  ...BUILTIN_WRITER,
  id: 'staff-writer',
  name: 'Staff Writer',
  category: 'Writing',
  kind: 'endpoint',
};
const unavailable: ModelDto = { ...configured, id: 'grok-2', name: 'Grok-2', available: false };

function renderForm(props: Partial<IntentFormProps> = {}) {
  const handlers = { onIntent: jest.fn(), onTone: jest.fn(), onModel: jest.fn(), onQuickCreate: jest.fn() };
  renderWithPlatform(
    <IntentForm
      intent=""
      intentRef={createRef<HTMLTextAreaElement>()}
      tone="decisive"
      models={[BUILTIN_WRITER]}
      modelId={BUILTIN_WRITER.id}
      generating={false}
      error={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const quickCreate = () => screen.getByRole('button', { name: 'Quick Create' });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('intent', () => {
  it('waits for an intent before Quick Create, and passes on what is typed and the tone chosen', async () => {
    const events = userEvent.setup();
    const handlers = renderForm({ intent: '   ' });
    expect(quickCreate()).toBeDisabled();
    await events.type(screen.getByRole('textbox', { name: 'Intent' }), 'D');
    expect(handlers.onIntent).toHaveBeenLastCalledWith('   D');
    const tone = screen.getByRole('combobox', { name: 'Tone' });
    expect(optionsOf(tone)).toEqual(['Decisive (Commander)', 'Formal (Congress)']);
    await events.selectOptions(tone, 'Formal (Congress)');
    expect(handlers.onTone).toHaveBeenCalledWith('formal');
  });

  it('runs Quick Create', async () => {
    const handlers = renderForm({ intent: 'Summarize convoy threats' });
    await userEvent.setup().click(quickCreate());
    expect(handlers.onQuickCreate).toHaveBeenCalledTimes(1);
  });

  it('shows the generation under way and its failure', () => {
    renderForm({
      intent: 'Summarize convoy threats',
      generating: true,
      error: 'The draft could not be generated.',
    });
    expect(quickCreate()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Generating the draft from the library...');
    expect(screen.getByText('The draft could not be generated.')).toBeInTheDocument();
  });

  it('offers a choice of model only when more than one can write', () => {
    renderForm({ models: [BUILTIN_WRITER, unavailable] });
    expect(screen.queryByRole('combobox', { name: 'AI model' })).not.toBeInTheDocument();
  });

  it('lists the models that can write and passes the one chosen on', async () => {
    const handlers = renderForm({ models: [BUILTIN_WRITER, configured, unavailable] });
    const model = screen.getByRole('combobox', { name: 'AI model' });
    expect(optionsOf(model)).toEqual(['Built-in Analyst - Built-in', 'Staff Writer - Writing']);
    await userEvent.setup().selectOptions(model, 'Staff Writer - Writing');
    expect(handlers.onModel).toHaveBeenCalledWith('staff-writer');
  });
});
