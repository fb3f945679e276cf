import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithPlatform } from '../testing/render-with-platform';
import { Tabs } from './tabs';

const TABS = [
  { id: 'a', label: 'Access Control' },
  { id: 'b', label: 'Register' },
  { id: 'c', label: 'Third' },
] as const;

function Example() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs label="Sign in or register" tabs={TABS} selected={tab} onSelect={setTab}>
      <p>panel {tab}</p>
    </Tabs>
  );
}

describe('tabs', () => {
  it('are real tabs: one tab stop, arrows, Home and End move and select, the panel is labelled by its tab', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Example />);
    expect(screen.getByRole('tablist', { name: 'Sign in or register' })).toBeInTheDocument();
    const [first, second, third] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Access Control' })).toHaveTextContent('panel a');

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Register' })).toHaveTextContent('panel b');
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(third).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(first).toHaveAttribute('aria-selected', 'true');
  });
});
