import { analyzeDocuments, type AnalysisInput } from '@csw/engine';
import { serveJobs } from '../../platform/worker-thread';

/**
 * Runs analyses for the API process, one at a time (see analysis-runner.ts). The engine's language model is
 * loaded once, on the first analysis, and stays loaded.
 */
serveJobs((input: AnalysisInput) => analyzeDocuments(input));
