import { gazetteerWordSpans } from './gazetteer-words';

// The expression the scanner stands in for.
const GAZETTEER_WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}]|[./'-](?=[\p{L}\p{N}])|\.(?=\s|$))*/gu;

const byExpression = (text: string) =>
  [...text.matchAll(GAZETTEER_WORD)].flatMap((m) => [m.index, m.index + m[0].length]);

describe('gazetteerWordSpans', () => {
  it.each([
    'The U.S. Army moved the AN/TPY-2 radar to Space Delta 2.',
    "al-Qaeda's cell met People's Army units near Route BLUE.",
    'Ends with dots...',
    "A.B.C. and x.y. then 3.5.7 -- and - lone / marks ' here. ",
    'Tabs\tand\nlines\r\nand\fform\vfeed. Dot.\tthen',
    '',
    '...---///',
    'Trailing dot.',
    'The 1st Bn., 2-7 Cav. (M1A2) reported 40% at 0600Z.',
  ])('gives the words of the expression in %j', (text) => {
    expect(gazetteerWordSpans(text)).toEqual(byExpression(text));
  });

  it('reads a text outside ASCII through the expression', () => {
    for (const text of [
      'Zaporizhzhia and Kramatorsk\u00A0near Dnipro.',
      'Caf\u00E9 M\u00FCnchen.',
      'x \u{1D400}bc.',
    ]) {
      expect(gazetteerWordSpans(text)).toEqual(byExpression(text));
    }
  });
});
