import { workerData } from 'node:worker_threads';
import type { AdviceJob } from '../advice-runner';
import { adviceErrorKind, runAdviceJob } from '../worker/advice-jobs';
import { serveJobs } from '../../platform/worker-thread';

/** Shared by every thread the runner starts: 1 while the next job is to crash its thread (it disarms it). */
const armed = (workerData as { armed: Int32Array }).armed;

serveJobs((job: AdviceJob) => {
  if (Atomics.compareExchange(armed, 0, 1, 0) === 1) process.exit(3);
  return runAdviceJob(job);
}, adviceErrorKind);
