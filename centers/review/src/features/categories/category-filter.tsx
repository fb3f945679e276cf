import type { CategoryEntry } from '../../lib/category-entries';
import { SelectField } from '@csw/ui';
import { filterKey, parseFilterKey, type LibraryFilter } from '../../lib/library-filter';

export interface CategoryFilterProps {
  entries: readonly CategoryEntry[];
  filter: LibraryFilter;
  onFilter: (filter: LibraryFilter) => void;
}

/** The category filter select: narrows the search and the Living Library to one category or folder. */
export function CategoryFilter({ entries, filter, onFilter }: CategoryFilterProps) {
  const options = [
    { value: '', label: 'All categories' },
    ...entries.map((entry) => ({
      value: filterKey(entry.filter),
      label: `${entry.custom ? 'Folder: ' : ''}${entry.name}${entry.count === null ? '' : ` (${entry.count})`}`,
    })),
  ];
  return (
    <SelectField
      label="Category filter"
      value={filterKey(filter)}
      options={options}
      onChange={(event) => onFilter(parseFilterKey(event.target.value))}
    />
  );
}
