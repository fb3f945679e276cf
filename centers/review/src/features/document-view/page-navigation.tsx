import { useId, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Button, ControlInput, Row } from '@csw/ui';

const GoForm = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const PageInput = styled(ControlInput)`
  width: 6rem;
`;

export interface PageNavigationProps {
  /** 'Page' for a document's own pages, 'Part' for the parts a text without pages is cut into. */
  unit: 'Page' | 'Part';
  /** The 0-based index shown, and how many there are. */
  index: number;
  total: number;
  onIndex: (index: number) => void;
  /**
   * 'bottom': the second navigation under a long page, so that the reader who scrolled down goes on without
   * scrolling back (previous and next only; the top one says where the reader is and goes to a number).
   */
  place?: 'top' | 'bottom';
}

/** Previous and next page, and a page to go to by its number, with where the reader is in words. */
export function PageNavigation({ unit, index, total, onIndex, place = 'top' }: PageNavigationProps) {
  const [wanted, setWanted] = useState('');
  const [invalid, setInvalid] = useState(false);
  const noun = unit.toLowerCase();
  const id = useId();

  function go(event: FormEvent) {
    event.preventDefault();
    const number = Number(wanted);
    if (!Number.isInteger(number) || number < 1 || number > total) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setWanted('');
    onIndex(number - 1);
  }

  if (place === 'bottom')
    return (
      <Row as="nav" aria-label={`${unit}s of the document, end of the ${noun}`}>
        <Button variant="secondary" disabled={index === 0} onClick={() => onIndex(index - 1)}>
          Previous {noun}
        </Button>
        <span>
          {unit} {index + 1} of {total}
        </span>
        <Button variant="secondary" disabled={index >= total - 1} onClick={() => onIndex(index + 1)}>
          Next {noun}
        </Button>
      </Row>
    );
  return (
    <Row as="nav" aria-label={`${unit}s of the document`}>
      <Button variant="secondary" disabled={index === 0} onClick={() => onIndex(index - 1)}>
        Previous {noun}
      </Button>
      <span role="status">
        {unit} {index + 1} of {total}
      </span>
      <Button variant="secondary" disabled={index >= total - 1} onClick={() => onIndex(index + 1)}>
        Next {noun}
      </Button>
      {total > 1 ? (
        // The form checks the number itself, to say what is wrong in words.
        <GoForm onSubmit={go} noValidate>
          <label htmlFor={id}>Go to {noun}</label>
          <PageInput
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={total}
            value={wanted}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => setWanted(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Go
          </Button>
          {invalid ? (
            <span id={`${id}-error`} role="alert">
              Enter a {noun} number from 1 to {total}.
            </span>
          ) : null}
        </GoForm>
      ) : null}
    </Row>
  );
}
