import type { ReactNode, TableHTMLAttributes } from 'react';
import styled from '@emotion/styled';

/**
 * A dense table of records. `quiet` suits a table inside running text (an analysis): no header band and
 * tighter cells. A cell of class `actions` holds buttons side by side.
 */
export const Table = styled('table', { shouldForwardProp: (prop) => prop !== 'quiet' })<{ quiet?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme, quiet }) => (quiet ? theme.space.xs : `${theme.space.xs} ${theme.space.sm}`)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    background: ${({ theme, quiet }) => (quiet ? 'none' : theme.color.surfaceHeader)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  td.actions {
    white-space: nowrap;
  }
  td.actions > * + * {
    margin-left: ${({ theme }) => theme.space.xs};
  }
`;

/** A table's header row: a column header for each name, in order (null: a column not shown). */
export function TableHead({ columns }: { columns: readonly (string | null)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((name) =>
          name === null ? null : (
            <th key={name} scope="col">
              {name}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** One column of a RecordTable: its header and what its cell shows of a record. */
export interface RecordColumn<T> {
  header: string;
  cell: (record: T) => ReactNode;
  /** The cell holds the record's buttons (kept on one line). */
  actions?: boolean;
}

export interface RecordTableProps<T> extends TableHTMLAttributes<HTMLTableElement> {
  /** The columns in order; false leaves a column out (one the user may not use). */
  columns: readonly (RecordColumn<T> | false)[];
  records: readonly T[];
  recordKey: (record: T) => string;
}

/** A Table of records, one row each, its columns declared as data. */
export function RecordTable<T>({ columns, records, recordKey, ...table }: RecordTableProps<T>) {
  const shown = columns.filter((column): column is RecordColumn<T> => column !== false);
  return (
    <Table {...table}>
      <TableHead columns={shown.map((column) => column.header)} />
      <tbody>
        {records.map((record) => (
          <tr key={recordKey(record)}>
            {shown.map((column) => (
              <td key={column.header} className={column.actions ? 'actions' : undefined}>
                {column.cell(record)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
