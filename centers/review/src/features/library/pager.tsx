import styled from '@emotion/styled';
import { Button, Muted, Row } from '@csw/ui';
import { GAP, pageNumbers } from './page-numbers';

const Nav = styled(Row)`
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface PagerProps {
  /** What the pages are of, read by assistive technology ("Living Library pages"). */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous, the page numbers and Next; the current page is marked for assistive technology too. */
export function Pager({ label, page, pageCount, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav as="nav" gap="xs" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageNumbers(page, pageCount).map((number, index) =>
        number === GAP ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={number}
            variant={number === page ? 'primary' : 'borderless'}
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
          >
            {number}
          </Button>
        ),
      )}
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      <Muted as="span">
        Page {page} of {pageCount}
      </Muted>
    </Nav>
  );
}
