/**
 * The title a draft is saved and exported under: its subject, with its format's name after it unless the
 * subject names the document already ("FRAGO 08 to OPORD 27-03 ..." stays whole); else its first line.
 */
export function draftTitle(text: string, subject: string | null, formatName: string | null): string {
  if (subject) {
    const s = (subject.charAt(0).toUpperCase() + subject.slice(1)).replace(/\s+/g, ' ').trim();
    const named = formatName !== null && s.toLowerCase().includes(formatName.toLowerCase());
    return (formatName && !named ? `${s} (${formatName})` : s).slice(0, 200);
  }
  const first = text.split('\n').find((line) => line.trim().length > 0) ?? 'Draft';
  return first.trim().slice(0, 200);
}
