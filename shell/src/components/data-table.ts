import styled from '@emotion/styled';
import { formatDateTime } from '@csw/contracts';

/** A dense data table (administration, team). */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    background: ${({ theme }) => theme.color.surfaceHeader};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  td.actions {
    white-space: nowrap;
  }
  td.actions > * + * {
    margin-left: ${({ theme }) => theme.space.xs};
  }
`;

/** A date and time for tables ('25 Nov 2026 14:05', the platform's one formatter); empty for none. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date);
}
