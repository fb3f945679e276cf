import styled from '@emotion/styled';
import type { Classification } from '@csw/contracts';
import type { ClassificationMarking } from '../theme/theme';

/** The banner marking of a document level: UNCLASS is written out in full on a banner. */
export const bannerMarking = (level: Classification): ClassificationMarking =>
  level === 'SECRET' ? 'SECRET' : 'UNCLASSIFIED';

const Bar = styled.div<{ marking: ClassificationMarking }>`
  height: ${({ theme }) => theme.bannerHeight};
  line-height: ${({ theme }) => theme.bannerHeight};
  flex: 0 0 auto;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  background: ${({ theme, marking }) => theme.classification[marking]};
  color: ${({ theme, marking }) => (marking === 'TOP SECRET' ? theme.color.textInverse : '#ffffff')};
`;

/** A classification banner; the page shows one at the top and one at the bottom. */
export function ClassificationBanner({
  marking = 'UNCLASSIFIED',
  position,
}: {
  marking?: ClassificationMarking;
  position: 'top' | 'bottom';
}) {
  return (
    <Bar
      marking={marking}
      role="region"
      aria-label={`Classification ${position}: ${marking}`}
      data-marking={marking}
    >
      {marking}
    </Bar>
  );
}
