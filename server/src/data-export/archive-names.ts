import { fileNamePart } from '../platform/file-names';

/**
 * Names inside the archive: one safe path part per title (letters, digits, dashes), made unique by the
 * beginning of the row's id, so two documents of the same title never overwrite each other and no title
 * can climb out of its folder (`..`, `/`, `\`) when the archive is unpacked.
 */
export function entryName(title: string, id: string): string {
  const base = fileNamePart(title, 60, 'untitled');
  const tag = id.replace(/[^\w-]/g, '').slice(0, 8);
  return tag ? `${base}-${tag}` : base;
}

/**
 * Names of one folder of the archive: entryName, and when two rows still meet on the same name (ids that
 * begin alike), a counter after it. A zip may hold a path twice, but an unzip keeps only one of them.
 */
export function uniqueNames(): (title: string, id: string) => string {
  const used = new Set<string>();
  return (title, id) => {
    const base = entryName(title, id);
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${base}-${n}`;
    used.add(name.toLowerCase());
    return name;
  };
}

/** An uploaded file's own name, kept recognisable but reduced to one safe path part. */
export function originalFileName(filename: string, fallback: string): string {
  const last = filename.split(/[\\/]/).pop() ?? '';
  const safe = last
    .normalize('NFKC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f<>:"|?*]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return safe || fallback;
}

/** The archive's own file name: who and when. */
export function archiveFileName(username: string, at: Date): string {
  const who = username.replace(/[^\w.-]/g, '') || 'user';
  return `my-data-${who}-${at.toISOString().slice(0, 10)}.zip`;
}
