/**
 * One safe part of a file name from a title: letters, digits and dashes (accents dropped, spaces to dashes),
 * at most `max` characters, `fallback` when nothing is left. No title can climb out of its folder (`..`,
 * `/`, `\`) when it names a file.
 */
export function fileNamePart(title: string, max: number, fallback: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, max) || fallback
  );
}
