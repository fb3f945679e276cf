import styled from '@emotion/styled';
import { controlStyle } from './form-fields';

/**
 * The parts of a combobox (the ARIA pattern: a text field that owns a listbox of options), styled like the
 * other fields. The behaviour lives with the widget that uses them (shared/documents' person picker).
 */
export const ComboboxField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** Wraps the input and its listbox: the list opens over what follows, right under the field. */
export const ComboboxAnchor = styled.div`
  position: relative;
`;

export const ComboboxInput = styled.input(({ theme }) => controlStyle(theme));

export const ComboboxListbox = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 10;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  max-height: 14rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.borderInteractive};
  border-radius: ${({ theme }) => theme.radius};
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    cursor: pointer;
  }
  li:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  /* The active option: a colour and an outline, so that it does not rest on colour alone. */
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surfaceSelected};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

/** What the combobox says about its list (how many match, nothing yet), read out as it changes. */
export const ComboboxStatus = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
  min-height: 1.25em;
`;
