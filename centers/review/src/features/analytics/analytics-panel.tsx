import styled from '@emotion/styled';
import { LIBRARY_MESSAGES, type LibraryStats } from '@csw/contracts';
import { Card, ClassificationTag, ListStack, Muted, SectionTitle } from '@csw/ui';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const BarLabel = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Track = styled.div`
  height: 0.5rem;
  background: ${({ theme }) => theme.color.background};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.interactive};
`;

const Subtitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.base};
`;

/**
 * The library's figures: counts, what the search ranks by (the vector dimension and embedder only when the
 * search uses vectors), and a bar per category (its share of the library).
 */
export function AnalyticsPanel({ stats }: { stats: LibraryStats }) {
  const categories = stats.byCategory.filter((c) => c.count > 0);
  return (
    <Card aria-labelledby="review-analytics-title">
      <SectionTitle id="review-analytics-title">Analytics</SectionTitle>
      <Figures>
        <dt>Documents</dt>
        <dd>{stats.total}</dd>
        <dt>
          <ClassificationTag level="UNCLASS" />
        </dt>
        <dd>{stats.byClassification.UNCLASS}</dd>
        <dt>
          <ClassificationTag level="SECRET" />
        </dt>
        <dd>{stats.byClassification.SECRET}</dd>
        <dt>Categories</dt>
        <dd>{categories.length}</dd>
        {/* Without vector search no document is embedded: a dimension or an embedder would describe nothing. */}
        <dt>Vector dimensions</dt>
        <dd>{stats.vectorSearch ? stats.vectorDimension : 'Not used'}</dd>
        <dt>Search</dt>
        <dd>{stats.vectorSearch ? 'Keyword + vector' : 'Keyword only'}</dd>
        {stats.vectorSearch ? (
          <>
            <dt>Embedder</dt>
            <dd>{stats.embedder}</dd>
          </>
        ) : null}
      </Figures>
      <Subtitle>Documents per category</Subtitle>
      {categories.length === 0 ? (
        <Muted>{LIBRARY_MESSAGES.empty}</Muted>
      ) : (
        <ListStack as="ul" gap="sm" aria-label="Documents per category">
          {categories.map((category) => {
            const percent = stats.total > 0 ? Math.round((category.count / stats.total) * 1000) / 10 : 0;
            return (
              <li key={category.category}>
                <BarLabel>
                  <span>{category.name}</span>
                  <span>{category.count}</span>
                </BarLabel>
                <Track aria-hidden="true">
                  <Fill data-category={category.category} style={{ width: `${percent}%` }} />
                </Track>
              </li>
            );
          })}
        </ListStack>
      )}
    </Card>
  );
}
