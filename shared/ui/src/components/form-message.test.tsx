import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing/render-with-platform';
import { platformTheme } from '../theme/theme';
import { FormMessage, isSuccessMessage } from './form-message';

describe('FormMessage, the one status message', () => {
  it('shows a message containing success green, announced politely', () => {
    renderWithPlatform(<FormMessage message="Document shared successfully!" />);
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Document shared successfully!');
    expect(message).toHaveStyle({ color: platformTheme.feedback.success });
    expect(screen.getByRole('img', { name: 'Success' })).toBeInTheDocument();
  });

  it('matches success in any case', () => {
    expect(isSuccessMessage('Success: the plan was saved.')).toBe(true);
    expect(isSuccessMessage('SUCCESSFUL')).toBe(true);
    expect(isSuccessMessage('Failed to update document. Please try again.')).toBe(false);
  });

  it('shows every other message red and announces it at once, with what to do under it', () => {
    renderWithPlatform(
      <FormMessage
        message="No documents selected for analysis."
        hint="Please select documents from the vector database or upload files for comprehensive analysis."
      />,
    );
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('No documents selected for analysis.');
    expect(message).toHaveTextContent('Please select documents from the vector database');
    expect(message).toHaveStyle({ color: platformTheme.feedback.error });
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
  });

  it('shows nothing for no message', () => {
    renderWithPlatform(<FormMessage message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
