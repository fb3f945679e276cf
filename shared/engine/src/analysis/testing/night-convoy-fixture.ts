import type { SourceDocument } from '../types';

/**
 * A captain's three documents of the kind a brigade staff works with (written for the tests): a night-convoy
 * SOP annex, the AAR notes of a night convoy that broke three of its rules, and an S2 threat update.
 */
const doc = (id: string, title: string, text: string): SourceDocument => ({
  id,
  title,
  classification: 'UNCLASS',
  createdAt: '2026-08-23T08:00:00Z',
  text,
});

export const CONVOY_SOP = doc(
  'sop',
  'Night Convoy SOP Annex',
  `ANNEX D (CONVOY OPERATIONS AT NIGHT) TO 1-12 CAV SOP

1. GENERAL. This annex applies to all tactical road marches conducted during hours of darkness.

2. PREPARATION.
a. The march unit commander will ensure strip maps are issued to every vehicle.
b. All vehicle crews must complete pre-combat inspections no later than one hour before SP.
c. Night-vision devices will be checked and fitted with fresh batteries during PCIs.

3. EXECUTION.
a. Each vehicle shall maintain radio contact with the march unit commander.
b. An overdue convoy will be treated as in contact; the TOC will dispatch the QRF within 15 minutes.
c. Do not halt in built-up areas.

4. SUSTAINMENT. Each vehicle will carry one day of water and rations. A combat lifesaver will ride in every vehicle.`,
);

export const CONVOY_AAR = doc(
  'aar',
  'AAR Notes Night Convoy',
  `AAR NOTES - NIGHT CONVOY 22 AUG

1. The convoy of nine vehicles departed at 2215 and closed on the objective at 0140.

2. WHAT HAPPENED.
a. Strip maps were not issued to two of the nine vehicles.
b. Pre-combat inspections (PCIs) were completed at 2100, more than an hour before SP.
c. The NVG batteries in three vehicles were dead; no fresh batteries had been fitted.
d. When the convoy became overdue, the TOC waited 35 minutes before sending the QRF and did not treat it as in contact.

3. SUSTAINS.
a. The recovery team reacted within 10 minutes.
b. Every vehicle carried its day of water and rations.
c. No personnel were injured and no cargo was lost.

4. IMPROVES.
a. Battery checks during PCIs must be supervised.`,
);

export const S2_UPDATE = doc(
  's2',
  'S2 Threat Update GPS Jamming',
  `S2 THREAT UPDATE - GPS JAMMING

1. SUMMARY. GPS jamming on Route CANARY is now nightly.

2. ENEMY ACTIVITY.
a. The 71st Radio-Electronic Combat Company jams GPS from mobile stations east of Kessel.
b. The Black Hand cell, an insurgent group, emplaced two IEDs on Route CANARY last week.
c. Friendly forces of the 2nd Battalion attacked the cell's cache on 20 August.

3. ENEMY INTENT. The enemy intends to slow night movement on the route.

4. ASSESSMENT. We assume that jamming will continue through September.`,
);
