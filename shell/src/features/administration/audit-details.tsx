import { Fragment } from 'react';
import styled from '@emotion/styled';
import { formatWhen } from '../../components/data-table';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A details key in words: "attemptedUsername" -> "Attempted username", "old_value" -> "Old value". */
export function detailLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A details value as a reader takes it in: instants as dates, lists joined, nested records compact. */
export function detailValue(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatWhen(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(detailValue).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${detailLabel(key)}: ${detailValue(inner)}`)
    .join('; ');
}

/** An audit entry's details as labelled fields (the CSV keeps them as JSON for machines). */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <Fields>
      {entries.map(([key, value]) => (
        <Fragment key={key}>
          <dt>{detailLabel(key)}</dt>
          <dd>{detailValue(value)}</dd>
        </Fragment>
      ))}
    </Fields>
  );
}
