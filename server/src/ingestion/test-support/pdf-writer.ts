// Writes small, valid PDF files for the tests: one content stream per page, Helvetica text.

/** A PDF string literal: backslash, parentheses escaped; only Latin-1 text is expected here. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

/** A page content stream that writes lines of 11-point Helvetica, 14 points apart, from the top left. */
export function textPage(lines: readonly string[]): string {
  const body = lines.map((line, i) => `${i === 0 ? '' : 'T* '}${pdfString(line)} Tj`).join('\n');
  return `BT\n/F1 11 Tf\n14 TL\n72 740 Td\n${body}\nET`;
}

/** A page that only paints an image (a 2x2 grey inline image) and a rectangle: no text at all. */
export function imagePage(): string {
  return 'q 200 0 0 200 100 400 cm BI /W 2 /H 2 /CS /G /BPC 8 ID \x10\x80\xc0\xff EI Q\n0 0 1 rg 50 50 100 100 re f';
}

/**
 * A complete PDF (catalog, page tree, pages, contents, one font, cross-reference table) with one page
 * per content stream. Byte offsets are exact, so readers do not need to repair it.
 */
export function makePdf(contents: readonly string[]): Buffer {
  const pageCount = contents.length;
  const fontId = 3;
  const pageId = (i: number) => 4 + i * 2;
  const objects: string[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Count ${pageCount} /Kids [${contents.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] >>`;
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  contents.forEach((content, i) => {
    objects[pageId(i)] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`;
    objects[pageId(i) + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
