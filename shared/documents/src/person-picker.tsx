import { useId, useState, type KeyboardEvent } from 'react';
import type { Role, UserSummary } from '@csw/contracts';
import { ComboboxAnchor, ComboboxField, ComboboxInput, ComboboxListbox, ComboboxStatus } from '@csw/ui';
import { LOOKUP_MIN_CHARS, usePeopleLookup, type PeopleLookup } from './use-people-lookup';

export interface PersonPickerProps {
  label: string;
  /** The chosen person, or null while none is. */
  value: UserSummary | null;
  onChange: (person: UserSummary | null) => void;
  /** People not to offer (already a member, already chosen); the server never offers the caller. */
  excludeUserIds?: readonly string[];
  disabled?: boolean;
  /** Offer only people of this role (whose team an administrator manages: team leads). */
  role?: Role;
}

function statusText(lookup: PeopleLookup, shown: number, text: string, chosen: UserSummary | null): string {
  if (chosen) return `${chosen.username} chosen.`;
  switch (lookup.state) {
    case 'idle':
    case 'short':
      return `Type at least ${LOOKUP_MIN_CHARS} characters of a name.`;
    case 'searching':
      return 'Searching...';
    case 'failed':
      return 'Users could not be looked up. Type again to retry.';
    case 'ready':
      if (shown === 0) return `No user matches "${text.trim()}".`;
      return `${shown} ${shown === 1 ? 'user matches' : 'users match'}: use the arrow keys and Enter to choose.`;
  }
}

/**
 * Finds one person by typing part of their name: the server answers a few matches (never the directory),
 * shown as a listbox under the field. The ARIA combobox pattern: the focus stays in the field while
 * ArrowDown and ArrowUp move the active option (aria-activedescendant), Enter or a click chooses it, Escape
 * closes the list. Used by the Share dialog and the shell's Team screen.
 */
export function PersonPicker({
  label,
  value,
  onChange,
  excludeUserIds = [],
  disabled,
  role,
}: PersonPickerProps) {
  const id = useId();
  const [text, setText] = useState(value?.username ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lookup = usePeopleLookup(text, value === null, role);
  const people =
    lookup.state === 'ready' ? lookup.people.filter((person) => !excludeUserIds.includes(person.id)) : [];
  const expanded = open && people.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function type(next: string) {
    setText(next);
    setOpen(true);
    setActive(-1);
    if (value && next !== value.username) onChange(null);
  }

  function choose(person: UserSummary) {
    setText(person.username);
    setOpen(false);
    setActive(-1);
    onChange(person);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (people.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no active option, ArrowDown goes to the first and ArrowUp to the last; both wrap around.
      setActive((current) =>
        current < 0 && step < 0 ? people.length - 1 : (current + step + people.length) % people.length,
      );
    } else if (event.key === 'Enter' && expanded) {
      // Enter chooses; it must not also submit the form around the field.
      event.preventDefault();
      const person = people[active] ?? (people.length === 1 ? people[0] : undefined);
      if (person) choose(person);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; the dialog around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <ComboboxField>
      <label htmlFor={id}>{label}</label>
      <ComboboxAnchor>
        <ComboboxInput
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-status`}
          value={text}
          disabled={disabled}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ComboboxListbox id={`${id}-listbox`} role="listbox" aria-label={label} hidden={!expanded}>
          {expanded
            ? people.map((person, index) => (
                <li
                  key={person.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // The field keeps the focus: a click chooses without a blur closing the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(person)}
                >
                  {person.username}
                </li>
              ))
            : null}
        </ComboboxListbox>
      </ComboboxAnchor>
      <ComboboxStatus id={`${id}-status`} role="status">
        {statusText(lookup, people.length, text, value)}
      </ComboboxStatus>
    </ComboboxField>
  );
}
