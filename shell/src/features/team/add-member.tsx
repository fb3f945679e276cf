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
  /** Current members: not offered again. */
  memberIds: readonly string[];
  onAdd: (person: UserSummary) => Promise<boolean>;
}

/** Adds a member found by typing part of their name (the platform's one person picker). */
export function AddMember({ memberIds, onAdd }: AddMemberProps) {
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
    <Form onSubmit={add} aria-label="Add a team member">
      <PersonPicker
        key={round}
        label="Add a member"
        value={person}
        onChange={setPerson}
        excludeUserIds={memberIds}
      />
      <SubmitButton busy={adding} busyLabel="Adding..." disabled={!person || adding}>
        Add to team
      </SubmitButton>
    </Form>
  );
}
