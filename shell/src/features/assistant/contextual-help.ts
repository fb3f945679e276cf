import { isCenterId, type AssistantAction, type CenterId } from '@csw/contracts';
import type { AssistantMessage } from './assistant-messages';

/** Where the user is: a center, or the dashboard (null). */
export type HelpPlace = CenterId | null;

interface HelpItem {
  type: AssistantMessage['type'];
  title: string;
  content: string;
  action?: AssistantAction;
}

const HELP: Record<CenterId | 'dashboard', readonly HelpItem[]> = {
  dashboard: [
    {
      type: 'guide',
      title: 'Choose a center',
      content:
        'Open a center from its card, or type what you need in the command bar and it opens the right one.',
    },
    {
      type: 'tip',
      title: 'Keyboard first',
      content: 'Ctrl+K (Cmd+K on a Mac) puts the cursor in the command bar from anywhere.',
    },
  ],
  think: [
    {
      type: 'tip',
      title: 'Start from a question',
      content:
        'Pick documents from the library or upload PDF, DOCX or TXT files, then ask what you need to understand.',
      action: {
        kind: 'prefill',
        label: 'Try: threat patterns',
        centerId: 'think',
        text: 'Analyze threat patterns in the SSA report',
      },
    },
    {
      type: 'guide',
      title: 'Read the blind spots',
      content:
        'Blind spots list what your question asks that no chosen document covers. Every finding cites its source.',
    },
  ],
  create: [
    {
      type: 'tip',
      title: 'Say what you need',
      content: 'Describe the product and its purpose; the draft follows the template and cites the library.',
      action: {
        kind: 'prefill',
        label: 'Try: an OPORD',
        centerId: 'create',
        text: 'Generate an OPORD for a convoy movement',
      },
    },
    {
      type: 'guide',
      title: 'Check the writing',
      content:
        'The writing checker applies the Army writing standard: bottom line up front, active voice, short sentences.',
    },
  ],
  review: [
    {
      type: 'tip',
      title: 'Search the library',
      content:
        'Search ranks the library by your words, their acronyms and synonyms included, and highlights the passages that answer you.',
      action: {
        kind: 'prefill',
        label: 'Try: space weather',
        centerId: 'review',
        text: 'space weather effects on satellite communications',
      },
    },
    {
      type: 'guide',
      title: 'Share with care',
      content:
        'Read Only lets a colleague read; Read & Write lets them edit; Full Access also lets them share and delete.',
    },
  ],
  advise: [
    {
      type: 'tip',
      title: 'Red-team your plan',
      content:
        'Describe the scenario; each advisor applies a named method, such as the Key Assumptions Check.',
      action: {
        kind: 'prefill',
        label: 'Try: a scenario',
        centerId: 'advise',
        text: 'Adversary jamming degrades our satellite communications during the river crossing',
      },
    },
    {
      type: 'guide',
      title: 'Hold a council',
      content: 'Select at least one advisor to begin the discussion; dissent stays visible.',
    },
  ],
  execute: [
    {
      type: 'tip',
      title: 'From mission to plan',
      content:
        'Paste the mission: EXECUTE restates it, lists specified and implied tasks and builds a dated timeline.',
      action: {
        kind: 'prefill',
        label: 'Try: a mission',
        centerId: 'execute',
        text: 'Plan the relocation of the ground station to FOB Alpha within 10 days',
      },
    },
    {
      type: 'guide',
      title: 'Keep the board current',
      content: 'Move tasks between Planning, In Progress and Done; the metrics follow.',
    },
  ],
};

/** Contextual help for a place, as messages. An unknown center gives an empty list. */
export function contextualHelp(place: HelpPlace | string): AssistantMessage[] {
  const key = place === null ? 'dashboard' : isCenterId(place) ? place : null;
  if (!key) return [];
  return HELP[key].map((item, index) => ({
    id: `help-${key}-${index}`,
    type: item.type,
    title: item.title,
    content: item.content,
    actions: item.action ? [item.action] : undefined,
  }));
}

/** Short tips shown in the panel (hidden in the simplified view). */
export const QUICK_TIPS: readonly string[] = [
  'Ctrl+K (Cmd+K) focuses the command bar.',
  'Choose Fatigued in Cognitive State to simplify every screen.',
  'Actions under a message open a center or hand it a text.',
];
