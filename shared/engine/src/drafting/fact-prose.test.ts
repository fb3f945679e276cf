import { writeFact } from './fact-prose';
import { readPassage } from './passage-kinds';
import { sourceShortName } from './source-name';

const BRIEF = {
  name: 'the militia threat brief',
  title: 'Threat Brief - Northern Militia Activity',
  page: 2,
};
const decisive = (quote: string, n = 1) => writeFact(readPassage(quote), BRIEF, n, 'decisive');
const formal = (quote: string, n = 1) => writeFact(readPassage(quote), BRIEF, n, 'formal');

describe('facts as staff prose', () => {
  it('attributes the writer’s own judgement to the source, in the third person, with its citation', () => {
    expect(decisive('We expect the militia to mine the northern road before the harvest.', 3)).toBe(
      'The militia threat brief expects the militia to mine the northern road before the harvest [3].',
    );
    expect(decisive('We do not expect an attack on the airfield.')).toBe(
      'The militia threat brief does not expect an attack on the airfield [1].',
    );
  });

  it('turns requirements and advice into orders in the decisive tone', () => {
    expect(decisive('Each company must hold two days of water.')).toBe(
      'Require each company to hold two days of water, per the militia threat brief [1].',
    );
    expect(decisive('Convoys should avoid the river road after dark.')).toBe(
      'Have convoys avoid the river road after dark, as the militia threat brief advises [1].',
    );
    expect(decisive('Issue night vision devices to every driver.')).toBe(
      'Issue night vision devices to every driver, as the militia threat brief advises [1].',
    );
  });

  it('names the document in full and never gives an order in the formal tone', () => {
    expect(formal('Issue night vision devices to every driver.')).toBe(
      'The document entitled "Threat Brief - Northern Militia Activity" recommends issuing night vision devices to every driver [1].',
    );
    expect(formal('Vehicle readiness stands at 82 percent across the brigade.')).toBe(
      'The document entitled "Threat Brief - Northern Militia Activity" reports on page 2 that vehicle readiness stands at 82 percent across the brigade [1].',
    );
  });

  it('never quotes: no "Note:" and no quotation marks around the source’s sentence', () => {
    const sentence = decisive('Vehicle readiness stands at 82 percent across the brigade.');
    expect(sentence).toBe(
      'The militia threat brief reports that vehicle readiness stands at 82 percent across the brigade [1].',
    );
    expect(sentence).not.toMatch(/Note:|"/);
  });
});

describe('source names', () => {
  it('names a source by its kind of document and what sets it apart', () => {
    expect(
      sourceShortName('Intelligence Brief - REDLAND Counterspace and EW Posture Ahead of STEEL HORIZON 26'),
    ).toBe('the REDLAND intelligence brief');
    expect(sourceShortName('Space Operations Career Field Management Plan 2026-2030')).toBe(
      'the career field management plan',
    );
    expect(
      sourceShortName('Positioning, Navigation and Timing Reference Guide - Operating Through GPS Jamming'),
    ).toBe('the PNT reference guide');
    expect(sourceShortName('Notes from the range')).toBe('"Notes from the range"');
  });

  it('never cuts a designation from what it designates, nor lowers its letter', () => {
    // The name of "Annex D night convoy SOP" was once "the d night convoy SOP".
    const name = sourceShortName('Annex D night convoy SOP');
    expect(name).not.toMatch(/\b[dD] night/);
    expect(name).toMatch(/night convoy SOP$/);
    expect(sourceShortName('Annex D SOP')).toBe('the annex D SOP');
  });
});
