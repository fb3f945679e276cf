import { DRAFT_CATEGORIES, DRAFT_PROMPT_GROUPS, categoryIntent } from '@csw/contracts';
import { Button, Card, ListStack, Row, SectionTitle, Stack } from '@csw/ui';
import styled from '@emotion/styled';

const CategoryName = styled.span`
  flex: 1;
`;

const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.base};
`;

/** The template prompts (three groups of four) and the six document categories; each fills the intent. */
export function TemplateLibrary({ onIntent }: { onIntent: (text: string) => void }) {
  return (
    <>
      <Card aria-labelledby="create-prompts">
        <Stack>
          <SectionTitle id="create-prompts">Template prompts</SectionTitle>
          {DRAFT_PROMPT_GROUPS.map((group) => (
            <Stack key={group.title} gap="xs">
              <GroupTitle>{group.title}</GroupTitle>
              <ListStack as="ul" gap="xs">
                {group.prompts.map((prompt) => (
                  <li key={prompt}>
                    <Button variant="borderless" onClick={() => onIntent(prompt)}>
                      {prompt}
                    </Button>
                  </li>
                ))}
              </ListStack>
            </Stack>
          ))}
        </Stack>
      </Card>
      <Card aria-labelledby="create-categories">
        <Stack>
          <SectionTitle id="create-categories">Document categories</SectionTitle>
          <ListStack as="ul" gap="xs">
            {DRAFT_CATEGORIES.map((category) => (
              <li key={category}>
                <Row>
                  <CategoryName>{category}</CategoryName>
                  <Button
                    variant="secondary"
                    aria-label={`Use ${category}`}
                    onClick={() => onIntent(categoryIntent(category))}
                  >
                    Use
                  </Button>
                </Row>
              </li>
            ))}
          </ListStack>
        </Stack>
      </Card>
    </>
  );
}
