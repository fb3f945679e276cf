import { serveJobs } from '../../platform/worker-thread';
import { adviceErrorKind, runAdviceJob } from './advice-jobs';

/**
 * Runs ADVISE's methods for the API process, one at a time (see advice-runner.ts). The engine's language
 * model is loaded on the first job and stays loaded.
 */
serveJobs(runAdviceJob, adviceErrorKind);
