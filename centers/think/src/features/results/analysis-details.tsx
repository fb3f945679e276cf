import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { AnalysisResult, AssumptionRating, ImpactLevel } from '@csw/contracts';
import { Muted, Table, TableHead } from '@csw/ui';
import { Citations } from './citations';
import { ShowAll } from './show-all';

const Block = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.base};
  }
  h4 {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  ul.findings {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
  ul.findings > li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Status = styled.strong`
  margin-right: ${({ theme }) => theme.space.xs};
`;

const IMPACT_LABEL: Record<ImpactLevel, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

const RATING_LABEL: Record<AssumptionRating, string> = {
  supported: 'Supported',
  caveated: 'Caveated',
  unsupported: 'Unsupported',
};

/** The section of the analysis type: its summary and groups, each finding with its sources. */
function TypeSection({ result }: { result: AnalysisResult }) {
  const { section } = result;
  return (
    // Named apart from the pattern panel, which the pattern-recognition section would otherwise share a name with.
    <Block aria-label={`${section.title} findings`}>
      <h3>{section.title}</h3>
      <Muted>{section.summary}</Muted>
      {section.groups.map((group) => (
        <div key={group.title}>
          <h4>{group.title}</h4>
          {group.items.length === 0 ? (
            <Muted>{group.emptyText}</Muted>
          ) : (
            <ul className="findings">
              {group.items.map((item, index) => (
                <li key={index}>
                  {item.status ? <Status>{item.status}</Status> : null}
                  {item.text}
                  <Citations citations={item.citations} max={2} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </Block>
  );
}

/** The Key Assumptions Check as a table: assumption, rating, impact if wrong, source. */
function AssumptionsTable({ result }: { result: AnalysisResult }) {
  if (result.assumptions.length === 0) return null;
  return (
    <Block aria-label="Key Assumptions Check">
      <h3>Key Assumptions Check</h3>
      <ShowAll items={result.assumptions} noun="assumptions">
        {(shown) => (
          <Table quiet>
            <TableHead columns={['Assumption', 'Rating', 'Impact if wrong']} />
            <tbody>
              {shown.map((a, index) => (
                <tr key={index}>
                  <td>
                    {a.statement}
                    <Citations citations={[a.citation, ...a.evidence.map((e) => e.citation)]} max={2} />
                  </td>
                  <td>
                    {RATING_LABEL[a.rating]}
                    <Muted>{a.ratingReason}</Muted>
                  </td>
                  <td>
                    {IMPACT_LABEL[a.impactLevel]}: {a.impactIfWrong}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ShowAll>
    </Block>
  );
}

function List<T>({
  title,
  items,
  render,
}: {
  title: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Block aria-label={title}>
      <h3>{title}</h3>
      <ShowAll items={items} noun={title.toLowerCase()}>
        {(shown) => (
          <ul className="findings">
            {shown.map((item, index) => (
              <li key={index}>{render(item)}</li>
            ))}
          </ul>
        )}
      </ShowAll>
    </Block>
  );
}

/**
 * The structured analysis: the type's section, the Key Assumptions Check, blind spots and, unless the
 * view is simplified, the recurring patterns and entities.
 */
export function AnalysisDetails({ result, simplified }: { result: AnalysisResult; simplified: boolean }) {
  return (
    <>
      <TypeSection result={result} />
      <AssumptionsTable result={result} />
      <List
        title="Blind spots"
        items={result.blindSpots}
        render={(b) => (
          <>
            <strong>{b.title}</strong> {b.detail}
            <Citations citations={b.citations} max={2} />
          </>
        )}
      />
      {simplified ? null : (
        <>
          <List
            title="Patterns"
            items={result.patterns}
            render={(p) => (
              <>
                <strong>{p.label}</strong> in {p.documentCount} document{p.documentCount === 1 ? '' : 's'},{' '}
                {p.mentions} mention
                {p.mentions === 1 ? '' : 's'}
                <Citations citations={p.citations} max={2} />
              </>
            )}
          />
          <List
            title="Entities"
            items={result.entities}
            render={(e) => (
              <>
                <strong>{e.name}</strong> ({e.type}), {e.mentions} mention{e.mentions === 1 ? '' : 's'}
                <Citations citations={e.citations} max={1} />
              </>
            )}
          />
        </>
      )}
    </>
  );
}
