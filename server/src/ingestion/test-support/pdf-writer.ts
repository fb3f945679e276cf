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

/** A page content stream stored deflated (FlateDecode), as most PDF writers store them. */
export interface DeflatedContent {
  deflated: Buffer;
}

const FONTS = {
  helvetica: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  // Not embedded, with a predefined character map: readers need their CMap files to know the characters.
  japanese:
    '<< /Type /Font /Subtype /Type0 /BaseFont /KozMinPro-Regular /Encoding /UniJIS-UCS2-H /DescendantFonts [<< /Type /Font ' +
    '/Subtype /CIDFontType0 /BaseFont /KozMinPro-Regular /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 4 >> ' +
    '/FontDescriptor << /Type /FontDescriptor /FontName /KozMinPro-Regular /Flags 4 /FontBBox [0 0 1000 1000] /ItalicAngle 0 ' +
    '/Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >> >>] >>',
};

/**
 * A complete PDF (catalog, page tree, pages, contents, one font, cross-reference table) with one page
 * per content stream; the font is /F1. Byte offsets are exact, so readers do not need to repair it.
 */
export function makePdf(
  contents: readonly (string | DeflatedContent)[],
  font: keyof typeof FONTS = 'helvetica',
): Buffer {
  const fontId = 3;
  const pageId = (i: number) => 4 + i * 2;
  const objects: Buffer[] = [];
  const text = (value: string) => Buffer.from(value, 'latin1');
  objects[1] = text('<< /Type /Catalog /Pages 2 0 R >>');
  objects[2] = text(
    `<< /Type /Pages /Count ${contents.length} /Kids [${contents.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] >>`,
  );
  objects[fontId] = text(FONTS[font]);
  contents.forEach((content, i) => {
    objects[pageId(i)] = text(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
    );
    const data = typeof content === 'string' ? text(content) : content.deflated;
    const filter = typeof content === 'string' ? '' : ' /Filter /FlateDecode';
    objects[pageId(i) + 1] = Buffer.concat([
      text(`<< /Length ${data.length}${filter} >>\nstream\n`),
      data,
      text('\nendstream'),
    ]);
  });
  const parts: Buffer[] = [text('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = length;
    const object = Buffer.concat([text(`${id} 0 obj\n`), objects[id]!, text('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  }
  let trailer = `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    trailer += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  trailer += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, text(trailer)]);
}
