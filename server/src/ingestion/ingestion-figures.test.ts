import { monitorEventLoopDelay } from 'node:perf_hooks';
import { extractDocument } from './extract-document';
import type { ExtractedDocument } from './types';
import { makeDocx } from './test-support/docx-writer';
import { makePdf, textPage } from './test-support/pdf-writer';

// Figures of a realistic load, printed with the test output: time, the growth of the process's memory
// (the parsing thread's included) and the longest stall of the API's event loop while the worker parses.
jest.setTimeout(120_000);

const VOCABULARY = (
  'the commander intent mission brigade battalion objective terrain enemy forces logistics sustainment ' +
  'phase line reconnaissance assessment risk operations support fires movement maneuver protection ' +
  'intelligence signal timeline decision point course of action analysis assumption constraint of and to in'
).split(' ');

/** Deterministic prose: `count` words in sentences of 12. */
function prose(count: number, seed: number): string {
  const words: string[] = [];
  let state = seed;
  for (let i = 0; i < count; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    words.push(VOCABULARY[state % VOCABULARY.length]!);
    if (i % 12 === 11) words[words.length - 1] += '.';
  }
  return words.join(' ');
}

/** Lines of at most 85 characters: 11-point Helvetica fits them on a Letter page (text off the page is not extracted). */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > 85) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

interface Figures {
  ms: number;
  rssGrowthMb: number;
  maxLoopStallMs: number;
}

async function measure(
  run: () => Promise<ExtractedDocument>,
): Promise<{ document: ExtractedDocument; figures: Figures }> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  loop.enable();
  const started = performance.now();
  const document = await run();
  const ms = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  const figures = {
    ms: Math.round(ms),
    rssGrowthMb: Math.round((peak - baseline) / 1048576),
    maxLoopStallMs: Math.round(loop.max / 1e6),
  };
  return { document, figures };
}

function report(name: string, document: ExtractedDocument, bytes: number, figures: Figures): void {
  console.log(
    `${name}: ${(bytes / 1048576).toFixed(2)} MB, ${document.pages.length} pages, ${document.wordCount} words -> ` +
      `${figures.ms} ms, process memory +${figures.rssGrowthMb} MB, longest event-loop stall ${figures.maxLoopStallMs} ms`,
  );
}

it('extracts a 50-page PDF', async () => {
  const pages = Array.from({ length: 50 }, (_, page) => textPage(wrap(prose(400, page + 1))));
  const bytes = makePdf(pages);
  const { document, figures } = await measure(() => extractDocument({ bytes, fileName: 'fifty.pdf' }));
  report('PDF', document, bytes.length, figures);
  expect(document.pages).toHaveLength(50);
  expect(document.wordCount).toBe(50 * 400);
});

it('extracts a 15,000-word .docx', async () => {
  const bytes = await makeDocx(Array.from({ length: 750 }, (_, i) => prose(20, i + 1)));
  const { document, figures } = await measure(() => extractDocument({ bytes, fileName: 'long.docx' }));
  report('DOCX', document, bytes.length, figures);
  expect(document.wordCount).toBe(15_000);
});

it('extracts a 20 MB text file (the largest upload)', async () => {
  const paragraph = `${prose(180, 7)}\n\n`;
  const bytes = Buffer.from(paragraph.repeat(Math.floor((20 * 1048576) / Buffer.byteLength(paragraph))));
  const { document, figures } = await measure(() => extractDocument({ bytes, fileName: 'large.txt' }));
  report('TXT', document, bytes.length, figures);
  expect(document.encoding).toBe('utf-8');
  expect(document.wordCount).toBeGreaterThan(2_000_000);
});
