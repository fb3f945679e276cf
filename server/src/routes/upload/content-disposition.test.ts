import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  test('keeps a plain name as it is', () => {
    expect(attachmentDisposition('Report 7.pdf')).toBe(
      `attachment; filename="Report 7.pdf"; filename*=UTF-8''Report%207.pdf`,
    );
  });

  test('never lets quotes, backslashes, control characters or folders into the header', () => {
    const header = attachmentDisposition('..\\..\\evil"\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="evil_Set-Cookie: x=1_.pdf"; filename*=UTF-8''evil%22Set-Cookie%3A%20x%3D1%3B.pdf`,
    );
  });

  test('gives non-ASCII names an ASCII fallback and the exact name in RFC 5987 form', () => {
    expect(attachmentDisposition('Übersicht (Entwurf).docx')).toBe(
      `attachment; filename="_bersicht (Entwurf).docx"; filename*=UTF-8''%C3%9Cbersicht%20%28Entwurf%29.docx`,
    );
  });

  test('drops bidirectional-text controls, which would show "Invoice fdp.exe" as "Invoice exe.pdf"', () => {
    expect(attachmentDisposition('Invoice \u202Efdp.exe\u202C \u2066\u200F\u061C.pdf')).toBe(
      `attachment; filename="Invoice fdp.exe .pdf"; filename*=UTF-8''Invoice%20fdp.exe%20.pdf`,
    );
  });

  test('names a nameless file', () => {
    expect(attachmentDisposition('/')).toBe(`attachment; filename="document"; filename*=UTF-8''document`);
  });
});
