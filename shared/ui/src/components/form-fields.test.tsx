import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchField, SelectField, TextAreaField } from './form-fields';
import { renderWithPlatform } from '../testing/render-with-platform';

function Box({ onText }: { onText: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <SearchField
      label="Filter documents"
      value={text}
      onValueChange={(next) => {
        setText(next);
        onText(next);
      }}
    />
  );
}

describe('SearchField', () => {
  it('is a labelled search box that gives its text as the user types', async () => {
    const seen: string[] = [];
    renderWithPlatform(<Box onText={(text) => seen.push(text)} />);
    const box = screen.getByRole('searchbox', { name: 'Filter documents' });
    await userEvent.type(box, 'GPS');
    expect(box).toHaveValue('GPS');
    expect(seen).toEqual(['G', 'GP', 'GPS']);
  });
});

describe('SelectField', () => {
  it("gives the chosen option's own value, typed as the options are", async () => {
    const chosen: ('read' | 'write')[] = [];
    renderWithPlatform(
      <SelectField
        label="Permission level"
        value="read"
        options={[
          { value: 'read', label: 'Read only' },
          { value: 'write', label: 'Read and write' },
        ]}
        onValueChange={(level) => chosen.push(level)}
      />,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Permission level' }),
      'Read and write',
    );
    expect(chosen).toEqual(['write']);
  });
});

describe('TextAreaField', () => {
  it('wires its hint and error to the control', () => {
    renderWithPlatform(<TextAreaField label="Content" hint="Plain text." error="Content is required." />);
    const box = screen.getByRole('textbox', { name: 'Content' });
    expect(box).toHaveAccessibleDescription('Plain text. Content is required.');
    expect(box).toBeInvalid();
  });
});
