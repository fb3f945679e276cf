import { stripBidiControls } from '../domain/common';
import { nameTextSchema } from './common';

const CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';

describe('names and titles without bidirectional-text controls', () => {
  it('removes every bidirectional-text control and nothing else', () => {
    expect(stripBidiControls(`Invoice \u202Efdp.exe\u202C`)).toBe('Invoice fdp.exe');
    expect(stripBidiControls(`a${CONTROLS}b`)).toBe('ab');
    // Letters of right-to-left scripts, other invisible characters and accents stay.
    expect(stripBidiControls('تقرير Übersicht \u200B x')).toBe('تقرير Übersicht \u200B x');
  });

  it('strips, then trims, then applies the length rules to what is left', () => {
    const title = nameTextSchema().min(1, 'Title is required.').max(5);
    expect(title.parse(` \u2066abc\u2069 `)).toBe('abc');
    expect(title.safeParse(`\u202E${CONTROLS} `).error?.issues[0]?.message).toBe('Title is required.');
    // Controls do not count towards the maximum.
    expect(title.parse(`abcde${CONTROLS}`)).toBe('abcde');
    expect(title.safeParse('abcdef').success).toBe(false);
  });
});
