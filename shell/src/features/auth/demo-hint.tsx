import styled from '@emotion/styled';
import { Button, Row } from '@csw/ui';

const Hint = styled(Row)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
  code {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The demo account of demo mode, shown openly, with a button that fills it into the form. */
export function DemoHint({
  username,
  password,
  clearance,
  onUse,
}: {
  username: string;
  password: string;
  /** Said openly: a demo account cleared for SECRET shows the seeded SECRET documents. */
  clearance?: string;
  onUse: () => void;
}) {
  return (
    <Hint as="aside" justify="space-between" aria-label="Demo credentials">
      <p>
        Demo credentials: username <code>{username}</code>, password <code>{password}</code>
        {clearance
          ? ` (cleared for ${clearance}: the seeded ${clearance} documents show, marked in red)`
          : null}
      </p>
      <Button variant="secondary" onClick={onUse}>
        Use demo credentials
      </Button>
    </Hint>
  );
}
