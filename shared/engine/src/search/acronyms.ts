/**
 * Common military acronyms and their expansions, used to expand search queries both ways
 * (acronym -> expansion, expansion -> acronym). Lower-case matching except where noted in
 * `query-expansion.ts` (acronyms that spell an English word must be written in capitals).
 */
export interface AcronymEntry {
  readonly acronym: string;
  readonly expansions: readonly string[];
}

export const MILITARY_ACRONYMS: readonly AcronymEntry[] = [
  { acronym: 'A2/AD', expansions: ['anti-access/area denial', 'anti-access area denial'] },
  { acronym: 'AAR', expansions: ['after action review', 'after action report'] },
  { acronym: 'AO', expansions: ['area of operations'] },
  { acronym: 'AOR', expansions: ['area of responsibility'] },
  { acronym: 'ASAT', expansions: ['anti-satellite'] },
  { acronym: 'ATO', expansions: ['air tasking order'] },
  { acronym: 'BDA', expansions: ['battle damage assessment'] },
  { acronym: 'BLUF', expansions: ['bottom line up front'] },
  { acronym: 'C2', expansions: ['command and control'] },
  {
    acronym: 'C4ISR',
    expansions: [
      'command, control, communications, computers, intelligence, surveillance and reconnaissance',
    ],
  },
  { acronym: 'CAS', expansions: ['close air support'] },
  {
    acronym: 'CCIR',
    expansions: ["commander's critical information requirements", 'critical information requirements'],
  },
  { acronym: 'COA', expansions: ['course of action'] },
  { acronym: 'COMSEC', expansions: ['communications security'] },
  { acronym: 'CONOPS', expansions: ['concept of operations'] },
  { acronym: 'CONUS', expansions: ['continental united states'] },
  { acronym: 'COP', expansions: ['common operational picture', 'common operating picture'] },
  { acronym: 'CSpOC', expansions: ['combined space operations center'] },
  { acronym: 'CYBERCOM', expansions: ['cyber command'] },
  { acronym: 'DCO', expansions: ['defensive cyberspace operations'] },
  { acronym: 'DIME', expansions: ['diplomatic, informational, military and economic'] },
  { acronym: 'DoD', expansions: ['department of defense'] },
  { acronym: 'DTG', expansions: ['date-time group', 'date time group'] },
  { acronym: 'EEFI', expansions: ['essential elements of friendly information'] },
  { acronym: 'EMS', expansions: ['electromagnetic spectrum'] },
  { acronym: 'EW', expansions: ['electronic warfare'] },
  { acronym: 'FRAGO', expansions: ['fragmentary order'] },
  { acronym: 'GEO', expansions: ['geosynchronous orbit', 'geostationary orbit'] },
  { acronym: 'GNSS', expansions: ['global navigation satellite system'] },
  { acronym: 'GPS', expansions: ['global positioning system'] },
  { acronym: 'HUMINT', expansions: ['human intelligence'] },
  { acronym: 'IAW', expansions: ['in accordance with'] },
  { acronym: 'IED', expansions: ['improvised explosive device'] },
  { acronym: 'IO', expansions: ['information operations'] },
  {
    acronym: 'IPB',
    expansions: [
      'intelligence preparation of the battlefield',
      'intelligence preparation of the battlespace',
    ],
  },
  {
    acronym: 'ISR',
    expansions: ['intelligence, surveillance and reconnaissance', 'intelligence surveillance reconnaissance'],
  },
  { acronym: 'JADC2', expansions: ['joint all-domain command and control'] },
  { acronym: 'JTF', expansions: ['joint task force'] },
  { acronym: 'KIA', expansions: ['killed in action'] },
  { acronym: 'LEO', expansions: ['low earth orbit'] },
  { acronym: 'LOC', expansions: ['line of communication', 'lines of communication'] },
  { acronym: 'LOE', expansions: ['line of effort', 'lines of effort'] },
  { acronym: 'MDMP', expansions: ['military decision-making process', 'military decision making process'] },
  { acronym: 'MEDEVAC', expansions: ['medical evacuation'] },
  { acronym: 'MEO', expansions: ['medium earth orbit'] },
  {
    acronym: 'METT-TC',
    expansions: [
      'mission, enemy, terrain and weather, troops and support available, time available and civil considerations',
    ],
  },
  { acronym: 'MOE', expansions: ['measure of effectiveness', 'measures of effectiveness'] },
  { acronym: 'MOP', expansions: ['measure of performance', 'measures of performance'] },
  { acronym: 'NCO', expansions: ['non-commissioned officer', 'noncommissioned officer'] },
  { acronym: 'NLT', expansions: ['no later than'] },
  { acronym: 'OCO', expansions: ['offensive cyberspace operations'] },
  { acronym: 'OPCON', expansions: ['operational control'] },
  { acronym: 'OPLAN', expansions: ['operation plan', 'operations plan'] },
  { acronym: 'OPORD', expansions: ['operation order', 'operations order'] },
  { acronym: 'OPSEC', expansions: ['operations security', 'operational security'] },
  { acronym: 'OPTEMPO', expansions: ['operational tempo', 'operating tempo'] },
  { acronym: 'OSINT', expansions: ['open-source intelligence', 'open source intelligence'] },
  { acronym: 'PIR', expansions: ['priority intelligence requirements', 'priority intelligence requirement'] },
  {
    acronym: 'PMESII-PT',
    expansions: [
      'political, military, economic, social, information, infrastructure, physical environment and time',
    ],
  },
  { acronym: 'PNT', expansions: ['positioning, navigation and timing', 'position navigation timing'] },
  { acronym: 'POL', expansions: ['petroleum, oils and lubricants', 'petroleum oils lubricants', 'fuel'] },
  { acronym: 'QRF', expansions: ['quick reaction force'] },
  { acronym: 'ROE', expansions: ['rules of engagement'] },
  { acronym: 'RPO', expansions: ['rendezvous and proximity operations'] },
  { acronym: 'SATCOM', expansions: ['satellite communications', 'satellite communication'] },
  { acronym: 'SDA', expansions: ['space domain awareness'] },
  { acronym: 'SIGINT', expansions: ['signals intelligence'] },
  { acronym: 'SITREP', expansions: ['situation report'] },
  { acronym: 'SOF', expansions: ['special operations forces'] },
  { acronym: 'SOP', expansions: ['standard operating procedure', 'standard operating procedures'] },
  { acronym: 'SPACECOM', expansions: ['space command'] },
  { acronym: 'SSA', expansions: ['space situational awareness'] },
  { acronym: 'TACON', expansions: ['tactical control'] },
  { acronym: 'TTP', expansions: ['tactics, techniques and procedures', 'tactics techniques and procedures'] },
  { acronym: 'UAS', expansions: ['unmanned aircraft system', 'uncrewed aircraft system'] },
  { acronym: 'UAV', expansions: ['unmanned aerial vehicle', 'drone'] },
  { acronym: 'WMD', expansions: ['weapons of mass destruction'] },
];

/**
 * Plain-word synonyms used in staff writing: each group is a set of interchangeable terms.
 */
export const MILITARY_SYNONYMS: readonly (readonly string[])[] = [
  ['fuel', 'petroleum', 'diesel', 'jp-8'],
  ['adversary', 'enemy', 'opponent', 'hostile'],
  ['jamming', 'jammer', 'interference'],
  ['logistics', 'sustainment', 'supply'],
  ['ammunition', 'munitions', 'ammo'],
  ['casualties', 'losses'],
  ['satellite', 'spacecraft'],
  ['debris', 'space junk'],
  ['readiness', 'preparedness'],
  ['troops', 'soldiers', 'personnel'],
  ['headquarters', 'hq', 'command post'],
  ['reconnaissance', 'recon', 'surveillance'],
];
