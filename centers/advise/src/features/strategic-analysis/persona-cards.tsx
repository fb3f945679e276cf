import { useId } from 'react';
import styled from '@emotion/styled';
import {
  ADVISE_MODE_LEADS,
  NO_PERSONA_MESSAGE,
  PERSONA_IDS,
  PERSONAS,
  advisorOrder,
  type AdviseMode,
  type PersonaId,
} from '@csw/contracts';
import { Card, Checkbox, FormMessage, Muted, Row, SectionTitle, Stack } from '@csw/ui';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

// An advisor that is on gets the interactive border; one that is off keeps full contrast (no dimming), so
// that its card stays readable when the user weighs switching it on.
const PersonaCard = styled(Card)`
  &[data-on='true'] {
    border-color: ${({ theme }) => theme.color.borderInteractive};
  }
`;

const Switch = styled(Row)`
  cursor: pointer;
`;

const Name = styled(SectionTitle)`
  margin: 0;
`;

const Expertise = styled.ul`
  margin: 0;
  padding-left: 1.2em;
`;

function PersonaChoice({
  id,
  on,
  lead,
  mode,
  onToggle,
}: {
  id: PersonaId;
  on: boolean;
  lead: boolean;
  mode: AdviseMode;
  onToggle(on: boolean): void;
}) {
  const persona = PERSONAS[id];
  const nameId = useId();
  const roleId = useId();
  return (
    <PersonaCard as="li" data-on={on}>
      <Stack gap="xs">
        <Row wrap={false} justify="space-between">
          <Name as="h3" id={nameId}>
            {persona.name}
          </Name>
          {/* The name labels the switch; the words On and Off repeat its state for the eye only. */}
          <Switch as="label" gap="xs" wrap={false}>
            <Checkbox
              type="checkbox"
              role="switch"
              aria-labelledby={nameId}
              aria-describedby={roleId}
              checked={on}
              onChange={(event) => onToggle(event.target.checked)}
            />
            <span aria-hidden="true">{on ? 'On' : 'Off'}</span>
          </Switch>
        </Row>
        <Muted id={roleId}>{persona.role}</Muted>
        <Expertise aria-label={`Expertise of ${persona.name}`}>
          {persona.expertise.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </Expertise>
        {lead ? (
          <Muted>
            Leads the {mode} mode
            {ADVISE_MODE_LEADS[mode] === id ? '' : ` while ${PERSONAS[ADVISE_MODE_LEADS[mode]].name} is off`}.
          </Muted>
        ) : null}
      </Stack>
    </PersonaCard>
  );
}

/**
 * The six advisors of the strategic analysis, each with an on/off switch: only those on are consulted. The
 * card of the advisor who leads under the chosen mode says so.
 */
export function PersonaCards({
  personaIds,
  mode,
  onChange,
}: {
  personaIds: readonly PersonaId[];
  mode: AdviseMode;
  onChange(ids: PersonaId[]): void;
}) {
  const lead = advisorOrder(mode, personaIds)[0];
  const toggle = (id: PersonaId, on: boolean) =>
    onChange(PERSONA_IDS.filter((p) => (p === id ? on : personaIds.includes(p))));
  return (
    <Fieldset>
      <legend>Advisors</legend>
      <Stack gap="xs">
        <Grid>
          {PERSONA_IDS.map((id) => (
            <PersonaChoice
              key={id}
              id={id}
              on={personaIds.includes(id)}
              lead={id === lead}
              mode={mode}
              onToggle={(on) => toggle(id, on)}
            />
          ))}
        </Grid>
        <FormMessage message={personaIds.length === 0 ? NO_PERSONA_MESSAGE : null} />
      </Stack>
    </Fieldset>
  );
}
