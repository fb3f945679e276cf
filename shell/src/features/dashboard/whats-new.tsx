import styled from '@emotion/styled';
import { CENTER_CATALOG, CENTER_IDS } from '@csw/contracts';
import { Card, SectionTitle, Stack, StatusLabel, type Status } from '@csw/ui';
import type { CenterEntry, CenterDirectoryState } from '../../lib/center-directory';
import { RELEASE_NOTES } from './release-notes';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.base};
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

const Plain = styled(Stack)`
  list-style: none;
  padding-left: 0 !important;
`;

function describe(title: string, entry: CenterEntry): { status: Status; text: string } {
  if (entry.availability === 'running') {
    return {
      status: 'normal',
      text: entry.version ? `${title} ${entry.version} running` : `${title} running`,
    };
  }
  if (entry.availability === 'unavailable') return { status: 'critical', text: `${title} unavailable` };
  return { status: 'off', text: `${title} not opened yet` };
}

/** Release notes of this version and the versions of the centers running on this page. */
export function WhatsNew({ centers }: { centers: CenterDirectoryState }) {
  const [latest] = RELEASE_NOTES;
  return (
    <section aria-labelledby="whats-new-title">
      <SectionTitle id="whats-new-title">What&apos;s New</SectionTitle>
      <Panel>
        {latest ? (
          <div>
            <h3>Version {latest.version}</h3>
            <Stack as="ul" gap="xs">
              {latest.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Stack>
          </div>
        ) : null}
        <div>
          <h3>Deployed centers (shell {__APP_VERSION__})</h3>
          <Plain as="ul" gap="xs">
            {CENTER_IDS.map((id) => {
              const { status, text } = describe(CENTER_CATALOG[id].title, centers[id]);
              return (
                <li key={id}>
                  <StatusLabel status={status}>{text}</StatusLabel>
                </li>
              );
            })}
          </Plain>
        </div>
      </Panel>
    </section>
  );
}
