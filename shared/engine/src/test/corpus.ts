import type { SourceDocument } from '../analysis/types';

/**
 * A small hand-made corpus with known findings, for the engine tests:
 * - stated assumptions (see EXPECTED.assumptions), one contradicted by a figure of another document,
 *   one corroborated, the others without support;
 * - differing figures between documents (40,000 against 25,000 gallons a day; 10 against 6 days of
 *   supply; 80% against 65% of helicopters mission capable) and differing dates (20 against 27 May);
 * - the Social variable of PMESII-PT covered by no document;
 * - a claim only one document makes (anti-satellite weapons at Plesetsk);
 * - one document much older than the rest;
 * - a requirement not met (movement requests), and a requirement with a gap (days of supply).
 */
export const SUSTAINMENT: SourceDocument = {
  id: 'doc-sustainment',
  title: 'Sustainment Estimate NORTHERN SHIELD',
  classification: 'UNCLASS',
  createdAt: '2024-05-10T08:00:00Z',
  documentType: 'Planning Guide',
  pages: [
    {
      page: 1,
      text:
        'Purpose\n\nThis estimate sets out how the brigade will be sustained during Operation NORTHERN SHIELD.\n\n' +
        'The sustainment plan assumes that rail deliveries of fuel to the forward depot will continue at 40,000 gallons per day. ' +
        'The forward depot must hold 10 days of fuel supply before the crossing begins. ' +
        'We expect the host nation to keep the Route BLUE highway open to military convoys.',
    },
    {
      page: 2,
      text:
        'The 3rd Battalion will move to the assembly area by 20 May 2024. ' +
        'Provided that spare parts arrive by 15 June 2024, the aviation battalion will keep 80% of its helicopters mission capable. ' +
        'The fuel contract costs 2.1 million dollars per month and the budget for the quarter is fully committed.',
    },
  ],
};

export const THREAT: SourceDocument = {
  id: 'doc-threat',
  title: 'Border Region Threat Assessment',
  classification: 'SECRET',
  createdAt: '2024-05-12T08:00:00Z',
  documentType: 'Threat Assessment',
  text:
    'The adversary has fielded mobile jammers capable of disrupting SATCOM links along the border. ' +
    'The adversary intends to deny the brigade the use of satellite communications during the first week of the operation. ' +
    'Indicators of an attack include increased drone reconnaissance and the massing of artillery near Kessel.\n\n' +
    'Analysts judge that the adversary is likely to target the forward fuel depot with long-range rockets. ' +
    'The adversary has deployed 12 anti-satellite weapons at Plesetsk that can reach low Earth orbit. ' +
    'A cyber attack on the brigade network could delay resupply and degrade command and control.',
};

export const LOGISTICS: SourceDocument = {
  id: 'doc-logistics',
  title: 'Logistics Status Report April',
  classification: 'UNCLASS',
  createdAt: '2024-05-15T08:00:00Z',
  documentType: 'Operating Procedures',
  text:
    'Rail deliveries of fuel to the forward depot averaged 25,000 gallons per day in April because the rail bridge at Kessel was damaged. ' +
    'Fuel stocks at the forward depot currently stand at 6 days of supply. ' +
    'The 3rd Battalion is scheduled to reach the assembly area on 27 May 2024.\n\n' +
    'Convoy operations on the Route BLUE highway were completed without loss and proved effective. ' +
    'Movement requests for two convoys were not registered with the host nation ministry in advance. ' +
    'The aviation battalion reported 65% of its helicopters mission capable against a target of 80%.',
};

export const HOST_NATION: SourceDocument = {
  id: 'doc-host-nation',
  title: 'Host Nation Coordination Memo',
  classification: 'UNCLASS',
  createdAt: '2024-05-14T08:00:00Z',
  documentType: 'Policy Memo',
  text:
    'The host nation government and its ministry of transport confirmed that the Route BLUE highway remains open to military convoys. ' +
    'All convoys shall register movement requests with the host nation ministry 48 hours in advance. ' +
    'Diplomatic talks on overflight rights are under way with the host nation parliament.',
};

export const SPACE_ANNEX: SourceDocument = {
  id: 'doc-space',
  title: 'Space Support Annex',
  classification: 'UNCLASS',
  createdAt: '2022-01-10T08:00:00Z',
  documentType: 'Technical Manual',
  text:
    'Space Delta 2 provides space domain awareness for the theater. ' +
    'GPS accuracy over the border region should remain within 5 meters throughout the operation. ' +
    'Space weather and solar activity can degrade satellite links for several hours.',
};

export const CORPUS: readonly SourceDocument[] = [SUSTAINMENT, THREAT, LOGISTICS, HOST_NATION, SPACE_ANNEX];

/** The findings a careful analyst would list for this corpus. */
export const EXPECTED = {
  /** Words that identify each stated assumption (one per assumption, in the statement). */
  assumptions: ['40,000 gallons', 'Route BLUE', 'spare parts', 'long-range rockets', 'within 5 meters'],
  /** Pairs of figures that differ between documents. */
  numberDifferences: [
    ['40,000', '25,000'],
    ['10 days', '6 days'],
    ['80%', '65%'],
  ],
  dateDifferences: [['20 May 2024', '27 May 2024']],
  uncoveredVariables: ['social'],
  singleSourceClaim: 'anti-satellite weapons at Plesetsk',
  staleDocument: 'doc-space',
} as const;
