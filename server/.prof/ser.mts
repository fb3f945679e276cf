import { performance } from 'node:perf_hooks';
import { documentListSchema } from '@csw/contracts';
const doc = (i: number) => ({
  id: `id-${i}`,
  ownerId: null,
  ownerUsername: null,
  title: `Title ${i}`,
  content: 'Paragraph text. '.repeat(170),
  classification: 'UNCLASS',
  category: 'space-operations',
  documentType: 'Reference Guide',
  folderId: null,
  version: 1,
  access: 'library',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});
const list = { items: Array.from({ length: 24 }, (_, i) => doc(i)), total: 24 };
console.log('bytes', JSON.stringify(list).length);
for (const [label, fn] of [
  ['encode', () => documentListSchema.encode(list as any)],
  ['stringify', () => JSON.stringify(list)],
  ['both', () => JSON.stringify(documentListSchema.encode(list as any))],
] as const) {
  for (let i = 0; i < 200; i++) fn();
  const t = performance.now();
  for (let i = 0; i < 2000; i++) fn();
  console.log(label, ((performance.now() - t) / 2000).toFixed(3), 'ms');
}
