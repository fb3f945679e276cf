import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import type { UserSummary } from '@csw/contracts';
import { PersonPicker } from '@csw/documents';
import { SubmitButton } from '@csw/ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  > :first-of-type {
    flex: 1 1 18rem;
    max-width: 28rem;
  }
  button {
    margin-top: 1.6rem;
  }
`;

export interface AddMemberProps {
  /** Current members and people already invited: not offered again. */
  memberIds: readonly string[];
  /**
   * 'invite' (a team lead): the person is sent an invitation and joins by accepting it; 'add' (an
   * administrator): the person is added at once, as the administrator's own act.
   */
  mode: 'invite' | 'add';
  onAdd: (person: UserSummary) => Promise<boolean>;
}

const WORDS = {
  invite: {
    form: 'Invite a team member',
    label: 'Invite a member',
    submit: 'Send invitation',
    busy: 'Sending...',
  },
  add: { form: 'Add a team member', label: 'Add a member', submit: 'Add to team', busy: 'Adding...' },
} as const;

/** Invites (or adds) a member found by typing part of their name (the platform's one person picker). */
export function AddMember({ memberIds, mode, onAdd }: AddMemberProps) {
  const words = WORDS[mode];
  const [person, setPerson] = useState<UserSummary | null>(null);
  const [adding, setAdding] = useState(false);
  // A new picker after each addition: its field starts empty again.
  const [round, setRound] = useState(0);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!person || adding) return;
    setAdding(true);
    const added = await onAdd(person);
    setAdding(false);
    if (added) {
      setPerson(null);
      setRound((n) => n + 1);
    }
  }

  return (
    <Form onSubmit={add} aria-label={words.form}>
      <PersonPicker
        key={round}
        label={words.label}
        value={person}
        onChange={setPerson}
        excludeUserIds={memberIds}
      />
      <SubmitButton busy={adding} busyLabel={words.busy} disabled={!person || adding}>
        {words.submit}
      </SubmitButton>
    </Form>
  );
}
