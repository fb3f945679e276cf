import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '../testing/render-with-platform';
import { ClassificationField } from './classification-field';

describe('ClassificationField', () => {
  it('offers a user cleared for UNCLASS only UNCLASS, and says why SECRET is not offered', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithPlatform(
      <ClassificationField clearance="UNCLASS" value="UNCLASS" onValueChange={onValueChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Classification' });
    expect(screen.getByRole('option', { name: 'SECRET' })).toBeDisabled();
    expect(select).toHaveAccessibleDescription(
      'Your account is not cleared for SECRET: an administrator grants clearances.',
    );
    await user.selectOptions(select, 'SECRET');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('offers every level, with no hint, to a user cleared for SECRET or where no clearance is known', () => {
    const { unmount } = renderWithPlatform(
      <ClassificationField clearance="SECRET" value="UNCLASS" onValueChange={jest.fn()} />,
    );
    expect(screen.getByRole('option', { name: 'SECRET' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Classification' })).not.toHaveAccessibleDescription();
    unmount();
    renderWithPlatform(
      <ClassificationField clearance={undefined} value="UNCLASS" onValueChange={jest.fn()} />,
    );
    expect(screen.getByRole('option', { name: 'SECRET' })).toBeEnabled();
  });
});
