import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient, DownloadOptions, DownloadedFile } from '@csw/storage';
import { apiFailure, createFakeApi } from '@csw/storage/testing';
import { renderShell } from '../../testing/render-shell';
import { ExportMyData } from './export-my-data';

/** An API whose download the test drives: progress, then the file or a failure. */
function downloadingApi() {
  const requests: { path: string; body: unknown; options?: DownloadOptions }[] = [];
  let finish: (file: DownloadedFile) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const api: ApiClient = {
    ...createFakeApi(),
    download: (path, body, options) => {
      requests.push({ path, body, options });
      return new Promise<DownloadedFile>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    },
  };
  return {
    api,
    requests,
    progress: (received: number) =>
      act(() => requests.at(-1)!.options!.onProgress!({ received, total: null })),
    finish: (file: DownloadedFile) => act(async () => finish(file)),
    fail: (error: Error) => act(async () => fail(error)),
  };
}

const createObjectURL = jest.fn(() => 'blob:archive');
const revokeObjectURL = jest.fn();
let clicked: string[] = [];

beforeEach(() => {
  // jsdom has no object URLs and does not navigate on a click.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('Export my data', () => {
  it('asks for the archive in one click, shows the bytes received, then saves the file', async () => {
    const user = userEvent.setup();
    const fake = downloadingApi();
    renderShell(<ExportMyData api={fake.api} />);

    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(fake.requests).toEqual([{ path: '/api/export', body: {}, options: expect.any(Object) }]);
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Export of my data' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your archive: 0 B received');

    fake.progress(300);
    expect(screen.getByRole('status')).toHaveTextContent('300 B received');
    fake.progress(2.5 * 1024 * 1024);
    expect(screen.getByRole('status')).toHaveTextContent('2.5 MB received');

    await fake.finish({ blob: new Blob(['x'.repeat(2048)]), fileName: 'my-data-j.smith-2026-03-04.zip' });
    expect(clicked).toEqual(['my-data-j.smith-2026-03-04.zip']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Export successful: my-data-j.smith-2026-03-04.zip (2.0 KB) downloaded.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeEnabled();
  });

  it('says why an export failed and lets the user try again', async () => {
    const user = userEvent.setup();
    const fake = downloadingApi();
    renderShell(<ExportMyData api={fake.api} />);

    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    await fake.fail(
      apiFailure(409, 'An export of your data is already being prepared. Wait for it to finish.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An export of your data is already being prepared. Wait for it to finish.',
    );
    expect(clicked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(fake.requests).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The connection broke half-way: the browser's own words are not shown.
    await fake.fail(new TypeError('network error'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The export of your data was interrupted. Please try again.',
    );
  });

  it('cancels the download when the dashboard goes away', async () => {
    const user = userEvent.setup();
    const fake = downloadingApi();
    const view = renderShell(<ExportMyData api={fake.api} />);
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    const signal = fake.requests[0]!.options!.signal!;
    expect(signal.aborted).toBe(false);
    view.unmount();
    expect(signal.aborted).toBe(true);
  });
});
