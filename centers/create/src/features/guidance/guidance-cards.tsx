import {
  CLARITY_INDEX_ABRUPT,
  CLARITY_INDEX_DIFFICULT,
  CLARITY_INDEX_TARGET,
  DRAFT_TEMPLATE_STANDARDS,
} from '@csw/contracts';
import { Card, Muted, SectionTitle, Stack } from '@csw/ui';

/** The template standards (static) and the writing assistant's info card. */
export function GuidanceCards() {
  return (
    <>
      <Card aria-labelledby="create-standards">
        <Stack gap="sm">
          <SectionTitle id="create-standards">Template standards</SectionTitle>
          <ul>
            {DRAFT_TEMPLATE_STANDARDS.map((standard) => (
              <li key={standard}>{standard}</li>
            ))}
          </ul>
        </Stack>
      </Card>
      <Card aria-labelledby="create-assistant">
        <Stack gap="sm">
          <SectionTitle id="create-assistant">Writing assistant</SectionTitle>
          <Muted>
            As you type, the assistant applies the Army writing standard: the clarity index of DA Pam 600-67
            (target {CLARITY_INDEX_TARGET}, below {CLARITY_INDEX_ABRUPT} too abrupt, above{' '}
            {CLARITY_INDEX_DIFFICULT} difficult), passive voice, long sentences and paragraphs, sentences that
            open with &quot;It is&quot; or &quot;There are&quot;, the bottom line up front and the
            template&apos;s structure. Select a finding to select its text in the draft.
          </Muted>
          <Muted>
            Quick Create builds the draft from documents in the library you may read and cites each passage.
            Add Evidence quotes the passage that best supports the paragraph at the cursor.
          </Muted>
        </Stack>
      </Card>
    </>
  );
}
