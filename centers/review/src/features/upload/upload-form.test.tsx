import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, createFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { makeDocument, makeFolder, withControlledUpload } from '../../testing/fake-library';
import { UploadForm } from './upload-form';

const textFile = (name = 'convoy-brief.txt') =>
  new File(['Convoy departs at 0600.'], name, { type: 'text/plain' });
const myFolder = makeFolder();

describe('upload', () => {
  it('accepts .txt, .pdf and .docx, with UNCLASS by default', () => {
    renderWithPlatform(<UploadForm api={createFakeApi()} folders={[]} onUploaded={jest.fn()} />);
    expect(screen.getByLabelText('File')).toHaveAttribute('accept', '.txt,.pdf,.docx');
    expect(screen.getByRole('combobox', { name: 'Classification' })).toHaveValue('UNCLASS');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Folder' })).not.toBeInTheDocument();
  });

  it('shows the progress while the file is sent, then while the server reads it, then the result', async () => {
    const user = userEvent.setup();
    const api = createFakeApi();
    const upload = withControlledUpload(api);
    const onUploaded = jest.fn();
    renderWithPlatform(<UploadForm api={api} folders={[myFolder]} onUploaded={onUploaded} />);
    await user.upload(screen.getByLabelText('File'), textFile());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'SECRET');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Folder' }), 'f-1');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(upload.form?.get('classification')).toBe('SECRET');
    expect(upload.form?.get('folderId')).toBe('f-1');
    expect(upload.form?.get('category')).toBe('user-uploaded');
    expect((upload.form?.get('file') as File).name).toBe('convoy-brief.txt');
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('value', '0');

    act(() => upload.progress(0.42));
    expect(bar).toHaveAttribute('value', '42');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading convoy-brief.txt: 42%');
    act(() => upload.progress(1));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Extracting and indexing the text of convoy-brief.txt...',
    );

    const saved = makeDocument({ id: 'new', title: 'convoy-brief', classification: 'SECRET' });
    await act(async () => upload.finish(saved));
    expect(screen.getByText('Uploaded "convoy-brief" successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(saved);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it("shows the server's reason when it refuses the file", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi();
    const upload = withControlledUpload(api);
    renderWithPlatform(<UploadForm api={api} folders={[]} onUploaded={jest.fn()} />);
    await user.upload(screen.getByLabelText('File'), textFile('scan.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () =>
      upload.fail(
        apiFailure(422, 'No text could be extracted from this file (a scanned PDF?). Nothing was stored.'),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"scan.pdf" was not uploaded: No text could be extracted from this file (a scanned PDF?). Nothing was stored.',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('refuses another kind of file before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = createFakeApi();
    renderWithPlatform(<UploadForm api={api} folders={[]} onUploaded={jest.fn()} />);
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"photo.jpg" cannot be uploaded: only .txt, .pdf or .docx files are accepted.',
    );
    expect(api.calls).toEqual([]);
  });
});
