import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from '@emotion/styled';

const List = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button<{ selected: boolean }>`
  flex: 1;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: transparent;
  border: none;
  border-bottom: 3px solid ${({ theme, selected }) => (selected ? theme.color.interactive : 'transparent')};
  color: ${({ theme, selected }) => (selected ? theme.color.text : theme.color.textSecondary)};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  /** What the tab list is for, read by assistive technology. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs as the WAI-ARIA pattern defines them: one tab stop (roving tabindex), Left/Right/Home/End move
 * between tabs and select them, the panel is labelled by its tab.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  function move(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next]!;
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  }

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === selected ? 0 : -1}
            selected={tab.id === selected}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
