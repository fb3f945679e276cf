import styled from '@emotion/styled';
import { ROLE_LABELS, type Role } from '@csw/contracts';
import { StatusSymbol, type Status } from '@csw/ui';

/** Badge colours by role: admin red, team lead yellow, user green; each with its own shape too. */
export const ROLE_STATUS: Record<Role, Status> = { admin: 'critical', team_lead: 'caution', user: 'normal' };

const Badge = styled.span<{ status: Status }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme, status }) => theme.status[status]};
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * Who is signed in and with which role: the words say it, the border colour and the symbol's shape
 * repeat it (never colour alone).
 */
export function RoleBadge({ username, role }: { username?: string; role: Role }) {
  const status = ROLE_STATUS[role];
  return (
    <Badge status={status} data-role={role}>
      <StatusSymbol status={status} label="Role" />
      {username ? <strong>{username}</strong> : null}
      <span>{ROLE_LABELS[role]}</span>
    </Badge>
  );
}
