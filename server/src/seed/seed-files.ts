import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CLASSIFICATION_LEVELS, type Classification } from '@csw/contracts';
import { SERVER_ROOT } from '../paths';

export const SEED_LIBRARY_DIR = path.join(SERVER_ROOT, 'src/seed/library');

/** A sample document of the organisation library, read from its Markdown file. */
export interface SeedDocument {
  id: string;
  title: string;
  classification: Classification;
  category: string;
  documentType: string;
  createdAt: Date;
  content: string;
  /** SHA-256 of the file: a changed file is seeded again. */
  hash: string;
}

const REQUIRED = ['id', 'title', 'classification', 'category', 'documentType', 'createdAt'] as const;

/** Reads one seed file: `key: value` front matter between two `---` lines, then the text. */
export function parseSeedFile(raw: string, fileName: string): SeedDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`Seed file ${fileName} has no front matter.`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  for (const key of REQUIRED) if (!fields[key]) throw new Error(`Seed file ${fileName} lacks "${key}".`);
  const classification = fields.classification as Classification;
  if (!CLASSIFICATION_LEVELS.includes(classification))
    throw new Error(`Seed file ${fileName} has an unknown classification.`);
  const createdAt = new Date(fields.createdAt!);
  if (Number.isNaN(createdAt.getTime())) throw new Error(`Seed file ${fileName} has an invalid createdAt.`);
  return {
    id: fields.id!,
    title: fields.title!,
    classification,
    category: fields.category!,
    documentType: fields.documentType!,
    createdAt,
    content: match[2]!.replace(/\r\n/g, '\n').trim(),
    hash: createHash('sha256').update(raw).digest('hex'),
  };
}

/** Every seed file of a folder, in file-name order. */
export function readSeedDocuments(dir: string = SEED_LIBRARY_DIR): SeedDocument[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseSeedFile(fs.readFileSync(path.join(dir, name), 'utf8'), name));
}
