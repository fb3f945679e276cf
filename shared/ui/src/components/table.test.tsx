import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../testing/render-with-platform';
import { RecordTable } from './table';

const people = [
  { id: 'a', name: 'analyst.one', role: 'User' },
  { id: 'b', name: 'team.lead', role: 'Team Lead' },
];

describe('RecordTable', () => {
  it('shows a row a record under the column headers, leaving out a column not offered', () => {
    renderWithPlatform(
      <RecordTable
        aria-label="Members"
        records={people}
        recordKey={(person) => person.id}
        columns={[
          { header: 'Member', cell: (person) => person.name },
          { header: 'Role', cell: (person) => person.role },
          false,
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Member', 'Role']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['team.lead', 'Team Lead']);
  });
});
