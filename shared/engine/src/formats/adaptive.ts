import { ADAPTIVE_FORMAT_NAME, ADAPTIVE_FORMAT_SECTIONS } from '@csw/contracts';
import { paperDraft, paperFormat } from './paper-sections';

/** The format of a request that names none: bottom line first, then the support and the way ahead. */
export const ADAPTIVE = paperFormat(
  'adaptive',
  ADAPTIVE_FORMAT_NAME,
  /(?!)/,
  paperDraft(
    [
      [ADAPTIVE_FORMAT_SECTIONS[0], []],
      [ADAPTIVE_FORMAT_SECTIONS[1], ['discussion', 'facts']],
      [ADAPTIVE_FORMAT_SECTIONS[2], ['recommendation']],
    ],
    [],
  ),
  { generic: true, doctrine: 'AR 25-50 para 1-38 (bottom line up front)' },
);
