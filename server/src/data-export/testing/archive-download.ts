import { strFromU8, unzipSync } from 'fflate';
import { dataExportManifestSchema, type DataExportManifest } from '@csw/contracts';
import type { TestServer, TestUser } from '../../../test/support/test-server';

/** An export as a test reads it: the reply, and (when it is an archive) every file and the manifest. */
export interface DownloadedArchive {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  files: Record<string, Uint8Array>;
  manifest: DataExportManifest | null;
  text(path: string): string;
  json<T = unknown>(path: string): T;
}

/** POST /api/export as `user` (in-process), with the reply's raw bytes unpacked. */
export async function downloadArchive(server: TestServer, user: TestUser | null): Promise<DownloadedArchive> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/export',
    headers: {
      'content-type': 'application/json',
      ...(user?.client.cookie ? { cookie: user.client.cookie } : {}),
    },
    payload: '{}',
  });
  const isZip = response.statusCode === 200;
  const files = isZip ? unzipSync(new Uint8Array(response.rawPayload)) : {};
  const text = (path: string) => {
    const file = files[path];
    if (!file) throw new Error(`The archive has no ${path}; it has ${Object.keys(files).join(', ')}`);
    return strFromU8(file);
  };
  return {
    status: response.statusCode,
    headers: response.headers,
    files,
    manifest: isZip ? dataExportManifestSchema.parse(JSON.parse(text('manifest.json'))) : null,
    text,
    json: <T>(path: string) => JSON.parse(text(path)) as T,
  };
}

/** Every piece of text in the archive, .docx bodies included, for searching it for what must not be there. */
export function allText(files: Record<string, Uint8Array>): string {
  return Object.entries(files)
    .map(([path, bytes]) => {
      if (path.endsWith('.docx')) {
        const inner = unzipSync(bytes);
        return Object.values(inner)
          .map((file) => strFromU8(file))
          .join('\n');
      }
      return `${path}\n${strFromU8(bytes)}`;
    })
    .join('\n');
}
