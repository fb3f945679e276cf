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
  onUse,
}: {
  username: string;
  password: string;
  onUse: () => void;
}) {
  return (
    <Hint as="aside" justify="space-between" aria-label="Demo credentials">
      <p>
        Demo credentials: username <code>{username}</code>, password <code>{password}</code>
      </p>
      <Button variant="secondary" onClick={onUse}>
        Use demo credentials
      </Button>
    </Hint>
  );
}
