import styled from '@emotion/styled';
import type { Classification } from '@csw/contracts';

const Tag = styled.span<{ level: Classification }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  color: #ffffff;
  background: ${({ theme, level }) => (level === 'SECRET' ? theme.classification.SECRET : theme.classification.UNCLASSIFIED)};
`;

/** A document's marking, in words and in its classification colour: SECRET is always red. */
export function ClassificationTag({ level }: { level: Classification }) {
  return (
    <Tag level={level} data-classification={level}>
      {level}
    </Tag>
  );
}
