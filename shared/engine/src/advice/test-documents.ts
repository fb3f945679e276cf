import type { SourceDocument } from '../analysis/types';

const doc = (id: string, text: string, classification: 'UNCLASS' | 'SECRET' = 'UNCLASS'): SourceDocument => ({
  id,
  title: `Report ${id}`,
  classification,
  createdAt: '2025-01-01T00:00:00.000Z',
  text,
});

/** A small library written for the tests: a bridge that is down, a road that is open, a past exercise. */
export const TEST_LIBRARY: readonly SourceDocument[] = [
  doc(
    'bridge',
    'The northern bridge is destroyed and cannot carry convoy traffic. Engineers report the northern bridge will not reopen before June. An alternate crossing at the southern ford can carry light vehicles instead.',
  ),
  doc(
    'road',
    'The southern road is open and carries convoy traffic every day. Partners in the host nation provide fuel at the southern depot, an advantage for sustainment.',
  ),
  doc(
    'history',
    'During the previous exercise in 2023 the convoy was delayed at the river and fuel ran short. Lessons learned: rehearse the river crossing before moving fuel.',
    'SECRET',
  ),
  doc(
    'threat',
    'Adversary drones are likely to attack convoys near the river, which could cause major delays to fuel delivery.',
  ),
];
