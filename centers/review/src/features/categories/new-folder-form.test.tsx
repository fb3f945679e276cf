import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, createFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { makeFolder } from '../../testing/fake-library';
import { FOLDER_NAME_REQUIRED, NewFolderForm } from './new-folder-form';

const folder = (name: string) => makeFolder({ name });

describe('New Folder', () => {
  it('needs a name once trimmed, and sends nothing without one', async () => {
    const user = userEvent.setup();
    const api = createFakeApi();
    renderWithPlatform(<NewFolderForm api={api} onCreated={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    const name = screen.getByRole('textbox', { name: 'Folder name' });
    expect(name).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(name).toHaveAccessibleDescription(FOLDER_NAME_REQUIRED);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, '    {Enter}');
    expect(name).toHaveAccessibleDescription(FOLDER_NAME_REQUIRED);
    expect(api.calls).toEqual([]);
  });

  it('creates the folder with the trimmed name, closes and says so', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /api/folders': ({ body }) => folder((body as { name: string }).name) });
    const onCreated = jest.fn();
    renderWithPlatform(<NewFolderForm api={api} onCreated={onCreated} />);
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Folder name' }),
      '  Exercise STEEL HORIZON  {Enter}',
    );

    expect(
      await screen.findByText('Folder "Exercise STEEL HORIZON" created successfully.'),
    ).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/folders',
      body: { name: 'Exercise STEEL HORIZON', parentId: null },
    });
    expect(onCreated).toHaveBeenCalledWith(folder('Exercise STEEL HORIZON'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Folder' })).toHaveFocus();
  });

  it("shows the server's refusal and keeps the form open", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      'POST /api/folders': () => {
        throw apiFailure(409, 'A folder with this name already exists here.');
      },
    });
    renderWithPlatform(<NewFolderForm api={api} onCreated={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByRole('textbox', { name: 'Folder name' }), 'Plans');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A folder with this name already exists here.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Folder name' })).toHaveValue('Plans');
  });

  it('Cancel (or Escape) closes the form without creating anything', async () => {
    const user = userEvent.setup();
    const api = createFakeApi();
    renderWithPlatform(<NewFolderForm api={api} onCreated={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByRole('textbox', { name: 'Folder name' }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    expect(screen.getByRole('textbox', { name: 'Folder name' })).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
