import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSummary } from '@csw/contracts';
import { apiFailure, createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { PersonPicker } from './person-picker';

const PEOPLE = [
  { id: 'u1', username: 'ops.alpha' },
  { id: 'u2', username: 'ops.bravo' },
  { id: 'u3', username: 'ops.charlie' },
];

function Picker({ exclude = [] }: { exclude?: string[] }) {
  const [person, setPerson] = useState<UserSummary | null>(null);
  return (
    <>
      <PersonPicker label="Find a person" value={person} onChange={setPerson} excludeUserIds={exclude} />
      <p aria-label="Chosen">{person?.id ?? 'none'}</p>
    </>
  );
}

function setUp(answer: (query: string) => unknown = (q) => PEOPLE.filter((p) => p.username.includes(q))) {
  const api = createFakeApi({ 'GET /api/users': ({ query }) => answer(String(query?.query)) });
  return { api, user: userEvent.setup() };
}

const field = () => screen.getByRole('combobox', { name: 'Find a person' });
const lookups = (api: ReturnType<typeof setUp>['api']) => api.calls.filter((c) => c.path === '/api/users');

describe('person picker', () => {
  it('asks the server only from 2 characters on, for a capped list, and lists the matches', async () => {
    const { api, user } = setUp();
    renderWithPlatform(<Picker />, { wrapper: withFakeApi(api) });
    await user.type(field(), 'o');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters of a name.');
    expect(lookups(api)).toEqual([]);
    await user.type(field(), 'ps');
    const listbox = await screen.findByRole('listbox', { name: 'Find a person' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(PEOPLE.map((p) => p.username));
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    expect(lookups(api).at(-1)?.query).toEqual({ query: 'ops', limit: 10 });
    expect(screen.getByRole('status')).toHaveTextContent('3 users match');
  });

  it('moves through the options with the arrow keys, chooses with Enter and closes with Escape', async () => {
    const { user, api } = setUp();
    renderWithPlatform(<Picker />, { wrapper: withFakeApi(api) });
    await user.type(field(), 'ops');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'ops.bravo' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{ArrowUp}{ArrowUp}'); // wraps round to the last
    expect(screen.getByRole('option', { name: 'ops.charlie' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field()).toHaveValue('ops.alpha');
    expect(screen.getByRole('status')).toHaveTextContent('ops.alpha chosen.');
    expect(screen.getByLabelText('Chosen', { selector: 'p' })).toHaveTextContent('u1');
    // Typing again forgets the choice until another is made.
    await user.type(field(), 'x');
    expect(screen.getByLabelText('Chosen', { selector: 'p' })).toHaveTextContent('none');
  });

  it('leaves out the excluded people and says when nobody matches or the lookup failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    const { user, api } = setUp((q) => {
      if (fail) throw apiFailure(500, 'HTTP error! status: 500');
      return PEOPLE.filter((p) => p.username.includes(q));
    });
    renderWithPlatform(<Picker exclude={['u2']} />, { wrapper: withFakeApi(api) });
    await user.type(field(), 'ops.');
    await screen.findAllByRole('option');
    expect(screen.queryByRole('option', { name: 'ops.bravo' })).not.toBeInTheDocument();
    await user.clear(field());
    await user.type(field(), 'zulu');
    expect(await screen.findByText('No user matches "zulu".')).toBeInTheDocument();
    fail = true;
    await user.type(field(), 'x');
    expect(await screen.findByText('Users could not be looked up. Type again to retry.')).toBeInTheDocument();
  });
});
