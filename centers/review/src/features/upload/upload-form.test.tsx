import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@csw/storage';
import { apiFailure, createFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { makeDocument, makeFolder, withControlledUpload } from '../../testing/fake-library';
import { UploadForm } from './upload-form';

const textFile = (name = 'convoy-brief.txt') =>
  new File(['Convoy departs at 0600.'], name, { type: 'text/plain' });
const myFolder = makeFolder();

describe('upload', () => {
  it('accepts .txt, .pdf, .docx and .md, with UNCLASS by default', () => {
    renderWithPlatform(<UploadForm api={createFakeApi()} folders={[]} onUploaded={jest.fn()} />);
    expect(screen.getByLabelText('Files')).toHaveAttribute('accept', '.txt,.pdf,.docx,.md');
    expect(screen.getByLabelText('Files')).toHaveAttribute('multiple');
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
    await user.upload(screen.getByLabelText('Files'), textFile());
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

    const {
      excerpt: _excerpt,
      contentLength: _length,
      ...saved
    } = makeDocument({
      id: 'new',
      title: 'convoy-brief',
      classification: 'SECRET',
    });
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
    await user.upload(screen.getByLabelText('Files'), textFile('scan.pdf'));
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
    await user.upload(screen.getByLabelText('Files'), new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"photo.jpg" cannot be uploaded: only .txt, .pdf, .docx or .md files are accepted.',
    );
    expect(api.calls).toEqual([]);
  });

  it('uploads a batch file by file with one progress bar, and a bad file stops nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi();
    const upload = withControlledUpload(api);
    const onUploaded = jest.fn();
    renderWithPlatform(<UploadForm api={api} folders={[]} onUploaded={onUploaded} />);
    const files = [
      new File(['a'.repeat(100)], 'one.txt', { type: 'text/plain' }),
      new File(['b'.repeat(100)], 'scan.pdf', { type: 'application/pdf' }),
      new File(['c'], 'photo.jpg', { type: 'image/jpeg' }),
      new File(['d'.repeat(100)], 'three.docx', { type: 'application/octet-stream' }),
    ];
    await user.upload(screen.getByLabelText('Files'), files);
    await user.click(screen.getByRole('button', { name: 'Upload 4 files' }));

    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect((upload.form?.get('file') as File).name).toBe('one.txt');
    act(() => upload.progress(0.5));
    // 50 of the batch's 301 bytes.
    expect(bar).toHaveAttribute('value', '17');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading one.txt (file 1 of 4): 17% of the batch');
    await act(async () => upload.finish(makeDocument({ id: 'd1', title: 'one' })));

    expect((upload.form?.get('file') as File).name).toBe('scan.pdf');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '33');
    await act(async () =>
      upload.fail(apiFailure(422, 'No text could be extracted from this file. Nothing was stored.')),
    );

    // The .jpg is refused without being sent; the .docx goes next.
    expect((upload.form?.get('file') as File).name).toBe('three.docx');
    await act(async () => upload.finish(makeDocument({ id: 'd3', title: 'three' })));

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('2 of 4 files uploaded; 2 were not (see the list).');
    const items = within(screen.getByRole('list', { name: 'Upload results' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('one.txt: uploaded as "one"'),
      expect.stringContaining(
        'scan.pdf: not uploaded. No text could be extracted from this file. Nothing was stored.',
      ),
      expect.stringContaining('photo.jpg: not uploaded. only .txt, .pdf, .docx or .md files are accepted.'),
      expect.stringContaining('three.docx: uploaded as "three"'),
    ]);
    expect(onUploaded.mock.calls.map(([document]) => document.id)).toEqual(['d1', 'd3']);
  });

  it('says so when every file of a batch is uploaded', async () => {
    const user = userEvent.setup();
    const api = createFakeApi();
    const upload = withControlledUpload(api);
    renderWithPlatform(<UploadForm api={api} folders={[]} onUploaded={jest.fn()} />);
    await user.upload(screen.getByLabelText('Files'), [textFile('a.txt'), textFile('b.txt')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    await act(async () => upload.finish(makeDocument({ id: 'a', title: 'a' })));
    await act(async () => upload.finish(makeDocument({ id: 'b', title: 'b' })));
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded all 2 files successfully.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('says when the library holds the same file already, and uploads a second copy only when asked', async () => {
    const user = userEvent.setup();
    const api = createFakeApi();
    const upload = withControlledUpload(api);
    const onUploaded = jest.fn();
    renderWithPlatform(<UploadForm api={api} folders={[]} onUploaded={onUploaded} />);
    await user.upload(screen.getByLabelText('Files'), textFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(upload.form?.get('duplicate')).toBeNull();
    // The server's words, shown as they come.
    const said =
      'This file is already in the library as "convoy-brief". Upload it again only if you want a second copy.';
    await act(async () => upload.fail(new ApiError(said, 409, { message: said, code: 'DUPLICATE_FILE' })));
    expect(screen.getByText(`"convoy-brief.txt" was not uploaded: ${said}`)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Upload a second copy of convoy-brief.txt' }));
    expect(upload.form?.get('duplicate')).toBe('keep');
    const {
      excerpt: _excerpt,
      contentLength: _length,
      ...saved
    } = makeDocument({ id: 'copy', title: 'convoy-brief' });
    await act(async () => upload.finish(saved));
    expect(screen.getByText('Uploaded "convoy-brief" successfully.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /second copy/ })).not.toBeInTheDocument();
  });
});
