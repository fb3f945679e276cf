import type { QuestionFactor } from '@csw/contracts';
import { Card, Muted, SectionTitle, Stack } from '@csw/ui';
import { Citations } from '../../lib/citations';

const BEARINGS: Readonly<Record<QuestionFactor['bearing'], string>> = {
  against: 'Weighs against',
  for: 'Supports',
  mixed: 'Cuts both ways',
  'not-evidenced': 'Not evidenced',
};

/**
 * The factors the question names (a time against a standard, a restriction, a threat, a shortfall), each
 * weighed with the passages of the user's documents that speak of it, cited. Nothing when the question names
 * none, or for an analysis saved before factors were read.
 */
export function QuestionFactors({ factors }: { factors: readonly QuestionFactor[] | undefined }) {
  if (!factors?.length) return null;
  return (
    <Card as="section" aria-label="Your question's factors">
      <Stack gap="sm">
        <SectionTitle as="h3">Your question&apos;s factors</SectionTitle>
        <ul aria-label="Factors">
          {factors.map((f) => (
            <li key={f.text}>
              <strong>{BEARINGS[f.bearing]}:</strong> {f.finding}
              {f.citations.length ? null : <Muted> No document speaks of it.</Muted>}
              <Citations citations={f.citations} />
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
