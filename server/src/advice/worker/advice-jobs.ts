import { alternativeFutures, analyseScenario, UnknownDriverError } from '@csw/engine';
import { UNKNOWN_DRIVER, type AdviceJob } from '../advice-runner';

/** Runs one of ADVISE's methods (in the advice thread). */
export const runAdviceJob = (job: AdviceJob) =>
  job.kind === 'analysis' ? analyseScenario(job.input) : alternativeFutures(job.input);

/** How the thread names an error the API side rebuilds (see createAdviceRunner). */
export const adviceErrorKind = (error: unknown) =>
  error instanceof UnknownDriverError ? UNKNOWN_DRIVER : undefined;
