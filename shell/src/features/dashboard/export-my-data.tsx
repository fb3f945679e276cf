import type { ApiClient } from '@csw/storage';
import { Button, FormMessage, Muted, Stack } from '@csw/ui';
import { formatBytes } from '../../lib/format-bytes';
import { useDataExport } from './use-data-export';

/**
 * "Export my data": one click downloads a zip of everything the user owns (documents with their originals,
 * .docx and Markdown; analyses, conversations, plans and tasks; their audit entries), with the bytes
 * received shown while it streams in.
 */
export function ExportMyData({ api }: { api: ApiClient }) {
  const { state, start } = useDataExport(api);
  const running = state.status === 'running';
  return (
    <Stack gap="xs" align="flex-end">
      <Button
        variant="secondary"
        onClick={() => void start()}
        disabled={running}
        aria-describedby="data-export-status"
      >
        {running ? 'Exporting…' : 'Export my data'}
      </Button>
      <div id="data-export-status">
        {running ? (
          <Muted role="status">
            <progress aria-label="Export of my data" />{' '}
            {`Preparing your archive: ${formatBytes(state.received)} received`}
          </Muted>
        ) : null}
        {state.status === 'done' ? (
          <FormMessage
            message={`Export successful: ${state.fileName} (${formatBytes(state.size)}) downloaded.`}
          />
        ) : null}
        {state.status === 'failed' ? <FormMessage message={state.message} /> : null}
      </div>
    </Stack>
  );
}
