/** A data table's header row: a column header for each name, in order (null: a column not shown). */
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
