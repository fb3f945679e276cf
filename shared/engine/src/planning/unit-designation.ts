/**
 * Unit designations as orders write them (FM 1-02.2 usage): "2-7 IN" (2nd Battalion, 7th Infantry),
 * "1-505 PIR", "A/2-7 IN" (A Company of it), "1/A/2-7 IN" (its 1st Platoon), "B Co, 2-7 IN", "E Co (FSC), 2-7 IN",
 * "2BCT", "3/1 CD", "299th BSB", "82nd ABN DIV", "TF 1-41 IN", "TF EAGLE", and the spelled forms
 * ("1st Battalion, 505th Parachute Infantry Regiment", "3rd Infantry Division"). A designation is one
 * name: its words (the branch "IN", the preposition-looking "in" of none) are never read as a place.
 */

export interface UnitSpan {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** 1 platoon, 2 company, 3 battalion, 4 regiment or brigade, 5 division, 6 corps. */
  readonly echelon: number;
}

// Branch, function and echelon abbreviations written after a number ("2-7 IN", "299th BSB", "2BCT").
const ABBR =
  '(?:IN|INF|AR|ARMOR|FA|CAV|EN|ENG|AV|AVN|ADA|PIR|MP|MI|SIG|SF|SFG|BSB|BEB|BSTB|CSSB|FSB|FSC|SB|DSB|ESC|TSC|ABN|AASLT|ARB|BN|BDE|CO|TRP|BTRY|PLT|ID|AD|CD|DIV|BCT|ABCT|IBCT|SBCT|CAB|MEB|QM|TC|MED|CM|EOD|RGT|REGT|SQDN|SQN|ACR|ARS|AHB|GSAB|MMB|CORPS|MEF|RCT)';
// Words of a spelled designation; it ends with an echelon word or a branch ("2nd Battalion, 7th Infantry").
const TYPE_WORD =
  '(?:Infantry|Armor|Armored|Cavalry|Parachute|Airborne|Air Assault|Aviation|Engineer|Engineers|Field Artillery|Artillery|Air Defense|Military Police|Military Intelligence|Signal|Stryker|Special Troops|Sustainment|Support|Combat|Logistics|Transportation|Quartermaster|Medical|Maintenance|Space Operations|Mountain|Light|Heavy|Mechanized|Marine|Marines|Ranger|Special Forces|Expeditionary|Theater|Division|Brigade|Battalion|Regiment|Squadron|Group|Team|Corps|Task Force|Headquarters)';
const END_WORD =
  '(?:Brigade|Battalion|Regiment|Division|Squadron|Company|Troop|Battery|Platoon|Group|Corps|Team|Detachment|Command|Infantry|Cavalry|Armor|Field Artillery|Marines|Engineers)';
const ORDINAL = '\\d{1,3}(?:st|nd|rd|th)?';
const BN_REG = `\\d{1,3}-\\d{1,3}(?:st|nd|rd|th)?`;
const SLASHES = '(?:(?:\\d{1,2}|[A-H]|HH[BCDT])/)+';
const COMPANY =
  '(?:(?:[A-H]|HH[BCDT])\\s?(?:Co|Company|Trp|Troop|Btry|Battery)\\b\\.?(?:\\s*\\([A-Z]{2,5}\\))?|(?:Company|Troop|Battery)\\s[A-H]\\b|HH[BCDT]\\b)';

const FORMS: readonly string[] = [
  // TF 1-41 IN, TF EAGLE, Task Force IRON
  `(?:TF|Task Force)\\s(?:${BN_REG}(?:\\s${ABBR}\\b)*|[A-Z]{3,}\\b)`,
  // A/2-7 IN, 1/A/2-7 IN, 3/1 CD, 2/3 ID
  `${SLASHES}(?:${BN_REG}|${ORDINAL})(?:\\s?${ABBR}\\b)*`,
  // 2-7 IN, 1-505 PIR, 1-505th Parachute Infantry Regiment
  `${BN_REG}(?:(?:\\s${ABBR}\\b)+|(?:\\s${TYPE_WORD})*\\s${END_WORD}\\b)`,
  // 2BCT, 3ID, 299th BSB, 82nd ABN DIV
  `${ORDINAL}\\s?${ABBR}\\b(?:\\s${ABBR}\\b)*`,
  // 1st Brigade, 3rd Infantry Division, 101st Division Sustainment Brigade
  `${ORDINAL}(?:\\s${TYPE_WORD})*\\s${END_WORD}\\b`,
  // B Co, HHC, Company A, C Trp
  COMPANY,
];
const UNIT = new RegExp(`(?<![\\w/-])(?:${FORMS.join('|')})`, 'g');

function echelonOf(text: string): number {
  // The last echelon word names the unit: "101st Division Sustainment Brigade" is a brigade.
  if (/(?:Brigade|Regiment|Group)$/.test(text)) return 4;
  if (/(?:Battalion|Squadron)$/.test(text)) return 3;
  if (/\bPlatoon\b|\bPLT\b|^\d{1,2}\/[A-H]\//.test(text)) return 1;
  if (/^(?:[A-H]\/|HH[BCDT]\b)|\b(?:Co|Company|Trp|Troop|Btry|Battery)\b/.test(text)) return 2;
  if (/\bCorps\b|\bCORPS\b|\bMEF\b/.test(text)) return 6;
  if (/\b(?:Division|DIV|ID|AD|CD)\b|^\d+(?:st|nd|rd|th)?(?:ID|AD|CD)$/.test(text) && !/^\d+\//.test(text))
    return 5;
  if (
    /\b(?:Brigade|BDE|BCT|ABCT|IBCT|SBCT|CAB|SB|DSB|MEB|Regiment|RGT|REGT|ACR|Group|SFG|ESC|TSC|RCT)\b|\dBCT\b|^\d+\//.test(
      text,
    )
  )
    return 4;
  if (/\b(?:Infantry|Cavalry|Armor|Field Artillery|Marines|Engineers)$/.test(text)) return 4;
  return 3;
}

/**
 * The unit designations of a text, in order. A smaller unit named with the one it belongs to ("B Co,
 * 2-7 IN", "2nd Battalion, 7th Infantry Regiment") is one designation.
 */
export function findUnits(text: string): UnitSpan[] {
  const found: UnitSpan[] = [];
  UNIT.lastIndex = 0;
  for (const m of text.matchAll(UNIT)) {
    const t = m[0].replace(/[\s.]+$/, '');
    found.push({ start: m.index, end: m.index + t.length, text: t, echelon: echelonOf(t) });
  }
  const merged: UnitSpan[] = [];
  for (const u of found) {
    const last = merged.at(-1);
    const between = last ? text.slice(last.end, u.start) : '';
    if (last && /^,?\s$|^,\s$/.test(between) && last.echelon < u.echelon) {
      merged[merged.length - 1] = {
        start: last.start,
        end: u.end,
        text: text.slice(last.start, u.end),
        echelon: u.echelon,
      };
    } else merged.push(u);
  }
  return merged;
}

/** Whether `index` falls inside one of the units. */
export function insideUnit(index: number, units: readonly UnitSpan[]): boolean {
  return units.some((u) => index >= u.start && index < u.end);
}
