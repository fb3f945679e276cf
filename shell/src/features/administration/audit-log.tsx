import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { AUDIT_ACTIONS, type AdminUser, type AuditEntry } from '@csw/contracts';
import type { AdminApi } from '@csw/storage';
import {
  Button,
  FormMessage,
  Muted,
  RecordTable,
  SelectField,
  StatusLabel,
  TextField,
  type Status,
} from '@csw/ui';
import { formatWhen } from '../../components/data-table';
import { AuditDetails } from './audit-details';
import { AUDIT_PAGE_SIZE, EMPTY_FILTERS, toAuditQuery, type AuditFilterForm } from './audit-filters';
import { useRequest } from '@csw/storage';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
  a {
    color: ${({ theme }) => theme.color.textInteractive};
  }
`;

const OUTCOME_STATUS: Record<AuditEntry['outcome'], Status> = {
  success: 'normal',
  failure: 'critical',
  denied: 'serious',
};

const When = styled.span`
  white-space: nowrap;
`;

export interface AuditLogProps {
  admin: AdminApi;
  users: AdminUser[];
}

/** The audit log of everyone, filtered by user, action and dates, a page at a time, exportable as CSV. */
export function AuditLog({ admin, users }: AuditLogProps) {
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<AuditFilterForm>(EMPTY_FILTERS);
  const [offset, setOffset] = useState(0);
  const query = toAuditQuery(applied, offset);
  const { state } = useRequest(() => admin.audit(query), JSON.stringify(query), { what: 'audit log' });

  function apply(event: FormEvent) {
    event.preventDefault();
    setApplied(form);
    setOffset(0);
  }

  const set = (field: keyof AuditFilterForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  // While another page or filter is read, the previous page stays on screen.
  const page = state.status === 'failed' ? undefined : state.value;
  const total = page?.total ?? 0;

  return (
    <>
      <Filters onSubmit={apply} aria-label="Audit filters">
        <SelectField
          label="User"
          value={form.userId}
          onChange={set('userId')}
          options={[
            { value: '', label: 'Everyone' },
            ...users.map((u) => ({ value: u.id, label: u.username })),
          ]}
        />
        <SelectField
          label="Action"
          value={form.action}
          onChange={set('action')}
          options={[
            { value: '', label: 'Any action' },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: action })),
          ]}
        />
        <TextField label="From" type="date" value={form.fromDay} onChange={set('fromDay')} />
        <TextField label="To" type="date" value={form.toDay} onChange={set('toDay')} />
        <Button type="submit">Apply filters</Button>
      </Filters>
      <Bar>
        <span role="status">
          {page
            ? total === 0
              ? 'No entry matches.'
              : `Entries ${offset + 1}–${offset + page.items.length} of ${total}`
            : ''}
        </span>
        <Button
          variant="secondary"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - AUDIT_PAGE_SIZE))}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          disabled={offset + AUDIT_PAGE_SIZE >= total}
          onClick={() => setOffset(offset + AUDIT_PAGE_SIZE)}
        >
          Next
        </Button>
        <a href={admin.auditCsvUrl({ ...query, limit: undefined, offset: undefined })} download>
          Export CSV
        </a>
      </Bar>
      {state.status === 'loading' && !page ? <Muted>Loading the audit log...</Muted> : null}
      {state.status === 'failed' ? <FormMessage message={state.message} /> : null}
      {page && page.items.length > 0 ? (
        <RecordTable
          aria-label="Audit log"
          records={page.items}
          recordKey={(entry) => entry.id}
          columns={[
            { header: 'When', cell: (entry) => <When>{formatWhen(entry.at)}</When> },
            { header: 'User', cell: (entry) => entry.username ?? '(none)' },
            { header: 'Action', cell: (entry) => entry.action },
            {
              header: 'Outcome',
              cell: (entry) => (
                <StatusLabel status={OUTCOME_STATUS[entry.outcome]}>{entry.outcome}</StatusLabel>
              ),
            },
            { header: 'Client', cell: (entry) => entry.clientAddress ?? '' },
            { header: 'Details', cell: (entry) => <AuditDetails details={entry.details} /> },
          ]}
        />
      ) : null}
    </>
  );
}
