import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseMission } from './analyse-mission';
import { sharedMaterial } from '../test/shared-material';

/**
 * The mission of each order of the labelled staff sets (written outside the team, read where they lie,
 * never copied): who, every task, when in the order's own zone, where and why as the staff officers
 * labelled them. The orders differ in kind (OPORD extract, ALL-CAPS FRAGO, WARNORD, a FRAGO restating the
 * mission "for reference") and each holds decoy date-time groups.
 */
const SETS = sharedMaterial('corpus/staff-sets');

interface MissionLabel {
  who: string;
  what: string[];
  when: string;
  where: string;
  why: string;
}

const words = (text: string): string =>
  text
    .toLowerCase()
    .replace(/^(?:in order to|to)\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const sets = readdirSync(SETS).filter((d) => d.startsWith('set-'));

describe.each(sets)('the mission of %s', (set) => {
  const labels = JSON.parse(readFileSync(path.join(SETS, set, 'labels.json'), 'utf8')) as {
    files: { order: string };
    mission: MissionLabel;
  };
  const order = readFileSync(path.join(SETS, set, labels.files.order), 'utf8');
  // A reader east of the order's zone: times the order writes without a letter are still in its own zone.
  const a = analyseMission({ description: order }, { now: Date.UTC(2026, 10, 28), utcOffsetMinutes: 600 });
  const want = labels.mission;

  it('names who', () => expect(a.who.text).toBe(want.who));

  it('keeps every task', () => {
    expect(a.what.tasks).toHaveLength(want.what.length);
    want.what.forEach((task, i) => {
      const got = words(a.what.tasks![i]!.text);
      const [verb] = words(task).split(' ');
      expect(got.startsWith(verb!)).toBe(true);
      // The task's words are the label's, a time of day the label keeps in the task aside.
      expect(words(task).includes(got) || got.includes(words(task))).toBe(true);
    });
  });

  it("reads when in the order's own time zone, not a header or be-prepared DTG", () => {
    expect(a.when.zoned).toBe(want.when);
    expect(a.when.time).toBe(new Date(want.when).toISOString());
  });

  it('reads where and why', () => {
    for (const place of want.where.split(';')) expect(words(a.where.text!)).toContain(words(place));
    expect(words(a.why.text!)).toBe(words(want.why));
  });
});
