import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@csw/ui/testing';
import { DraftEditor, type DraftEditorProps } from './draft-editor';

const ACTIONS = ['Add BLUF', 'Add Evidence', 'Save', 'Export .docx', 'Export Markdown'];

function renderEditor(props: Partial<DraftEditorProps> = {}) {
  const handlers = {
    onText: jest.fn(),
    onAddBluf: jest.fn(),
    onAddEvidence: jest.fn(),
    onSave: jest.fn(),
    onExport: jest.fn(),
  };
  renderWithPlatform(
    <DraftEditor
      text="Convoys need escorts."
      editorRef={createRef<HTMLTextAreaElement>()}
      note="The draft meets the writing standard."
      formatName={null}
      busy={null}
      message={null}
      classificationNotice={null}
      streaming={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const draft = () => screen.getByRole('textbox', { name: /^Draft/ });

describe('co-writing editor', () => {
  it('offers nothing to do with an empty draft', () => {
    renderEditor({ text: '' });
    for (const name of ACTIONS) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.queryByText('The draft meets the writing standard.')).not.toBeInTheDocument();
  });

  it("passes what is typed on, states the checker's result and runs each action", async () => {
    const events = userEvent.setup();
    const handlers = renderEditor({ formatName: 'Operation Order' });
    expect(draft()).toHaveValue('Convoys need escorts.');
    expect(screen.getByText('Format: Operation Order')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The draft meets the writing standard.');
    await events.type(draft(), '!');
    expect(handlers.onText).toHaveBeenLastCalledWith('Convoys need escorts.!');
    await events.click(screen.getByRole('button', { name: 'Add BLUF' }));
    await events.click(screen.getByRole('button', { name: 'Add Evidence' }));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await events.click(screen.getByRole('button', { name: 'Export .docx' }));
    await events.click(screen.getByRole('button', { name: 'Export Markdown' }));
    expect(handlers.onAddBluf).toHaveBeenCalledTimes(1);
    expect(handlers.onAddEvidence).toHaveBeenCalledTimes(1);
    expect(handlers.onSave).toHaveBeenCalledTimes(1);
    expect(handlers.onExport.mock.calls).toEqual([['docx'], ['markdown']]);
  });

  it('runs one action at a time and says what a save did', () => {
    renderEditor({
      busy: 'save',
      classificationNotice: 'This draft cites a document marked SECRET: it will be saved as SECRET.',
      message: 'Draft saved successfully.',
    });
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    for (const name of ACTIONS.filter((action) => action !== 'Save'))
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(
      screen.getByText('This draft cites a document marked SECRET: it will be saved as SECRET.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Draft saved successfully.')).toBeInTheDocument();
  });

  it('keeps the draft read-only while a model writes it', () => {
    renderEditor({ streaming: true });
    expect(draft()).toHaveAttribute('readonly');
    expect(screen.getByText('The model is writing the draft...')).toBeInTheDocument();
    for (const name of ACTIONS) expect(screen.getByRole('button', { name })).toBeDisabled();
  });
});
