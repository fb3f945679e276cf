import { DEFAULT_DRAFT_TONE } from '@csw/contracts';
import { generateDraft, passagesForDraft, type SourceDocument } from '@csw/engine';
import type { AdviceService } from '../advice/advice-service';
import type { AnalysisRunner } from '../analysis/analysis-runner';

/** A short staff text the warm-up runs every engine on (nothing of it is stored). */
const SAMPLE: SourceDocument = {
  id: 'warm-up',
  title: 'Warm-up sample',
  classification: 'UNCLASS',
  createdAt: new Date(0).toISOString(),
  text:
    '1. SITUATION. The convoy departs FOB HAMMER at 0400 and crosses the river at site BRAVO. ' +
    'Fuel is short by 2,000 gallons. The enemy may jam GPS along the route. ' +
    '2. MISSION. A Company conducts a night resupply to COP KEYSTONE in order to sustain the defense. ' +
    'SUSTAIN: rehearsals were held. IMPROVE: report each checkpoint within 10 minutes.',
};

/**
 * Loads what the engines load on first use, right after the server starts: the analysis and advice threads
 * (each with the engine's language data and lexicons) and CREATE's writer on the API's own thread. Without
 * it the first analysis of the day took seconds where later ones take a fraction of one. Returns how long
 * it took; `npm start` runs it in the background, the tests do not.
 */
export async function warmUpEngines(services: {
  analysisRunner: AnalysisRunner;
  advice: Pick<AdviceService, 'warmUp'>;
}): Promise<number> {
  const started = performance.now();
  const intent = 'Write an information paper on the night resupply';
  generateDraft({
    intent,
    tone: DEFAULT_DRAFT_TONE,
    passages: passagesForDraft([SAMPLE], intent),
    now: new Date(),
  });
  await Promise.all([
    services.analysisRunner.run({
      question: 'What are the main risks?',
      analysisType: 'custom',
      documents: [SAMPLE],
    }),
    services.advice.warmUp([SAMPLE]),
  ]);
  return performance.now() - started;
}
