import fs from 'node:fs';
import path from 'node:path';
import type { SourceDocument } from '../../analysis/types';
import { sharedMaterial } from '../../test/shared-material';
import type { FileRef } from './labels';

/** Our own staff writing for this evaluation (SOPs, AARs, S2 products), beside this file. */
export const MATERIAL_DIR = path.join(__dirname, 'material');

/** A file of the material as a document to analyse, titled by its file name. */
export function documentOf(ref: FileRef): SourceDocument {
  const dir = ref.source === 'corpus' ? sharedMaterial('corpus/staff-writing') : MATERIAL_DIR;
  return {
    id: ref.file,
    title: ref.file.replace(/\.(?:amd\.)?txt$|\.md$/, ''),
    classification: 'UNCLASS',
    createdAt: '2026-01-01T00:00:00Z',
    text: fs.readFileSync(path.join(dir, ref.file), 'utf8'),
  };
}
