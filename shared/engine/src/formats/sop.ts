import type { StaffFormat } from './types';

/**
 * A standing operating procedure, its annex, appendix or enclosure, or a checklist: numbered rules (in the
 * present tense, with will/must, or as prohibitions), sometimes as table rows with their limits.
 */
export const SOP: StaffFormat = {
  id: 'sop',
  name: 'SOP',
  doctrine: 'FM 6-0 (SOPs); ATP 5-0.1',
  title:
    /\b(?:TAC)?SOP\b|\bSTANDING OPERATING PROCEDURES?\b|\bSTANDARD OPERATING PROCEDURES?\b|^\s*(?:ANNEX|APPENDIX|ENCLOSURE) [A-Z0-9]+\b|\bCHECKLIST\b/im,
  sections: [
    {
      role: 'purpose',
      label: 'Purpose',
      purpose: 'What the procedure is for.',
      headings: /^purpose$/,
    },
    {
      role: 'scope',
      label: 'Scope',
      purpose: 'Whom and what it applies to, and who is exempt.',
      headings: /^(?:scope|applicability)$/,
    },
    {
      role: 'references',
      label: 'References',
      purpose: 'The publications it rests on.',
      headings: /^(?:references?|basis)$/,
    },
    {
      role: 'rules',
      label: 'Standards and procedures',
      purpose: 'The rules, each with its number.',
      headings:
        /^(?:rules|standards?|procedures?|safety|planning|preparation|execution|pre-mission|post-mission|movement\b.*|(?:[a-z-]+ )*(?:control|operations|loading|reports?|procedures|standards|actions|checks?|drills?)\b.*)$/,
    },
    {
      role: 'sustainment',
      label: 'Sustainment',
      purpose: 'What each element carries and the support it gets.',
      headings: /^(?:sustainment|logistics|medical)$/,
    },
    {
      role: 'command-and-signal',
      label: 'Command and signal',
      purpose: 'Who commands where, and the communications plan.',
      headings: /^(?:command and (?:signal|control)|signal|communications)$/,
    },
    {
      role: 'responsibilities',
      label: 'Responsibilities',
      purpose: 'Who does what under the procedure.',
      headings: /^responsibilities$/,
    },
    {
      role: 'notes',
      label: 'Notes',
      purpose: 'Conditions and exceptions to the rules.',
      headings: /^notes?$/,
    },
  ],
  numbering: {
    examples: ['3.b.(5)', 'PZ-4', 'ROM-02', 'FF-01', 'F-4', 'D-2', '7'],
    note: 'Rules keep the ids they are written with: outline paths (3.b.(5)), prefixed ids (PZ-4, ROM-02) or bare numbers; a checklist table gives the id in its first column.',
  },
};
