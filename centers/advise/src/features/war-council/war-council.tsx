import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import {
  EMPTY_QUESTION_MESSAGE,
  NO_ADVISOR_MESSAGE,
  PERSONA_IDS,
  PERSONAS,
  type PersonaId,
} from '@csw/contracts';
import {
  Button,
  Card,
  CheckboxField,
  FormMessage,
  ListStack,
  Muted,
  Row,
  SectionTitle,
  Stack,
  SubmitButton,
  TextField,
} from '@csw/ui';
import { Citations } from '../../lib/citations';
import { VoiceSelect } from '../../lib/voice-select';
import type { useVoices } from '../../lib/use-voices';
import type { CouncilState } from './use-council';

const Chat = styled(ListStack)`
  max-height: 32rem;
  overflow-y: auto;
`;

const TYPE_LABELS = {
  question: 'Question',
  analysis: 'Analysis',
  agreement: 'Agrees',
  dissent: 'Dissents',
} as const;

/**
 * Who answers the council's next question and why: the advisors checked, in the checklist's order (the
 * first weighs the question's factors; each after it adds what the earlier ones did not say, or says once
 * that it agrees).
 */
export function whoSpeaks(advisors: readonly PersonaId[]): string {
  const names = PERSONA_IDS.filter((id) => advisors.includes(id)).map((id) => PERSONAS[id].name);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const rest = PERSONA_IDS.length - names.length;
  return (
    `${list} will answer, in that order: the advisors checked above, the first weighing your question's ` +
    `factors and each after it adding what the others did not say.` +
    (rest > 0 ? ` Check another advisor to hear them too.` : '')
  );
}

/** The council as the screen holds it: the advisors checked, the discussion, and what to do with it. */
export interface CouncilView {
  advisors: PersonaId[];
  setAdvisors(ids: PersonaId[]): void;
  state: CouncilState;
  ask(question: string, advisorIds: PersonaId[], modelId?: string): void;
  clear(): void;
}

export interface WarCouncilProps {
  council: CouncilView;
  voices: ReturnType<typeof useVoices>;
}

/** The War Council tab: the advisor checklist, the chat and Clear. */
export function WarCouncil({ council, voices }: WarCouncilProps) {
  const { advisors, state } = council;
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function toggle(id: PersonaId, on: boolean) {
    council.setAdvisors(PERSONA_IDS.filter((p) => (p === id ? on : advisors.includes(p))));
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    // Without an advisor the message is already on screen under the checklist: it is shown once.
    if (advisors.length === 0) return setProblem(null);
    if (!question.trim()) return setProblem(EMPTY_QUESTION_MESSAGE);
    setProblem(null);
    council.ask(question, advisors, voices.modelId);
    setQuestion('');
  }
  return (
    <Stack gap="md">
      <fieldset>
        <legend>Advisors</legend>
        <Stack gap="xs">
          {PERSONA_IDS.map((id) => (
            <CheckboxField
              key={id}
              label={`${PERSONAS[id].name} (${PERSONAS[id].role})`}
              checked={advisors.includes(id)}
              onChange={(event) => toggle(id, event.target.checked)}
            />
          ))}
        </Stack>
      </fieldset>
      {advisors.length > 0 ? <Muted role="status">{whoSpeaks(advisors)}</Muted> : null}
      <FormMessage message={advisors.length === 0 ? NO_ADVISOR_MESSAGE : null} />
      <VoiceSelect voices={voices} />
      <Card>
        <Stack gap="sm">
          <SectionTitle as="h3">Council</SectionTitle>
          {state.messages.length === 0 ? (
            <Muted>No discussion yet. Ask the council a question.</Muted>
          ) : (
            <Chat as="ol" gap="sm" aria-label="Council discussion">
              {state.messages.map((m) => (
                <li key={m.id}>
                  <Stack gap="xs">
                    <strong>
                      {m.personaId ? PERSONAS[m.personaId].name : 'You'}
                      {m.personaId
                        ? ` - ${TYPE_LABELS[m.type]}${m.respondsTo ? ` ${PERSONAS[m.respondsTo].name}` : ''}`
                        : ''}
                    </strong>
                    <span style={{ whiteSpace: 'pre-wrap' }}>{m.message}</span>
                    <Citations citations={m.citations} />
                  </Stack>
                </li>
              ))}
              {state.speaking ? (
                <li aria-live="polite">
                  <strong>{PERSONAS[state.speaking.personaId as PersonaId]?.name ?? 'Advisor'}</strong>{' '}
                  <span>{state.speaking.text}</span>
                </li>
              ) : null}
            </Chat>
          )}
          {state.notices.map((n) => (
            <Muted key={n}>{n}</Muted>
          ))}
          <FormMessage message={state.error} />
        </Stack>
      </Card>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextField
            label="Question for the council"
            value={question}
            error={problem ?? undefined}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <Row>
            <SubmitButton busy={state.busy} busyLabel="The council is answering...">
              Ask the council
            </SubmitButton>
            <Button type="button" variant="secondary" onClick={council.clear}>
              Clear
            </Button>
          </Row>
        </Stack>
      </form>
    </Stack>
  );
}
