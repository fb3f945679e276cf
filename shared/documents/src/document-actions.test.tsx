import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSummaryDto } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { DocumentActionDialog } from './document-action-dialog';
import { DocumentActionButtons } from './document-actions';

const doc = { id: 'd1', title: 'Convoy OPORD' } as DocumentSummaryDto;

describe('document actions', () => {
  it('offers only the permitted actions, each named with the title', async () => {
    const onAction = jest.fn();
    renderWithPlatform(
      <DocumentActionButtons
        document={doc}
        permissions={{ edit: true, share: false, delete: true }}
        onAction={onAction}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Share Convoy OPORD' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Convoy OPORD' }));
    expect(onAction).toHaveBeenCalledWith('delete', doc);
    expect(screen.getByRole('button', { name: 'Edit Convoy OPORD' })).toBeInTheDocument();
  });

  it('confirms a deletion before handing the document over', async () => {
    const onDelete = jest.fn();
    renderWithPlatform(
      <DocumentActionDialog
        open={{ action: 'delete', document: doc }}
        excludeUserIds={[]}
        onClose={jest.fn()}
        onSaved={jest.fn()}
        onDelete={onDelete}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete document' })).toHaveTextContent(
      'Are you sure you want to delete "Convoy OPORD"?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(doc);
  });
});
