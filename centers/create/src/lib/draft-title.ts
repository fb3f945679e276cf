/** The title a draft is saved and exported under: its subject and format, else its first line. */
export function draftTitle(text: string, subject: string | null, formatName: string | null): string {
  if (subject) {
    const s = subject.charAt(0).toUpperCase() + subject.slice(1);
    return (formatName ? `${s} (${formatName})` : s).slice(0, 200);
  }
  const first = text.split('\n').find((line) => line.trim().length > 0) ?? 'Draft';
  return first.trim().slice(0, 200);
}
