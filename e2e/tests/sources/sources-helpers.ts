import { expect, type APIRequestContext } from '@playwright/test';

/** A word no earlier run used, so a filter or a search for it finds only what this run made. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/**
 * Registers a new account through the API; the cookie it answers with signs the page's context in. Each
 * run's library is that account's own, so the generated documents crowd no other test's lists.
 */
export async function registerAnalyst(api: APIRequestContext, username: string): Promise<void> {
  const response = await api.post('/api/auth/register', {
    data: { username, password: 'Correct-Horse-Battery-Staple-42' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const SUBJECTS = ['The convoy', 'The relay site', 'The brigade staff', 'The ground station', 'The battalion'];
const VERBS = ['reported', 'requested', 'confirmed', 'delayed', 'reviewed'];
const OBJECTS = [
  'fuel resupply for the forward operating base',
  'the maintenance schedule of the radar',
  'a change to the communications plan',
  'the readiness figures of the training cycle',
  'an update to the logistics estimate',
];

/** A seeded generator (mulberry32): the same seed gives the same library. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` generated documents of a few sentences each, titled `Staff note <n> <tag>`. */
export function generatedDocuments(count: number, tag: string): { title: string; content: string }[] {
  const rand = random(15);
  const pick = (list: readonly string[]) => list[Math.floor(rand() * list.length)]!;
  return Array.from({ length: count }, (_, i) => ({
    title: `Staff note ${i + 1} ${tag}`,
    content: Array.from({ length: 6 }, () => `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)}.`).join(' '),
  }));
}

/** Creates documents through POST /api/documents, a few at a time; returns their ids in order. */
export async function createDocuments(
  api: APIRequestContext,
  documents: readonly { title: string; content: string }[],
): Promise<string[]> {
  const ids: string[] = new Array(documents.length);
  let next = 0;
  async function worker() {
    while (next < documents.length) {
      const i = next++;
      const response = await api.post('/api/documents', {
        data: { ...documents[i], category: 'command-control', documentType: 'Staff Note' },
      });
      expect(response.status(), await response.text()).toBe(201);
      ids[i] = ((await response.json()) as { id: string }).id;
    }
  }
  await Promise.all([worker(), worker(), worker()]);
  return ids;
}
