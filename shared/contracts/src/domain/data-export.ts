// Plain constants of the data export, apart from its schemas (api/data-export.ts): the dashboard's Export
// button needs the path, and importing it must not bring the schema library into the shell's first render.

/** Where the signed-in user downloads everything they own, as one zip archive (POST, empty body). */
export const DATA_EXPORT_PATH = '/api/export';

/** The message of a second export asked for while the first is still being written. */
export const DATA_EXPORT_BUSY = 'An export of your data is already being prepared. Wait for it to finish.';
