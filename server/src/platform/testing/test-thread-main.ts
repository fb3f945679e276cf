import { threadId, workerData } from 'node:worker_threads';
import { serveJobs } from '../worker-thread';

/** A job of the test thread: its answer names the job and the thread that ran it. */
export interface TestJob {
  n: number;
  /** How long the job works before it answers (or crashes). */
  ms: number;
  /** 'crash': the thread exits mid-job (process.exit, a real crash), once per arming (see ARMED). */
  fail?: 'crash' | 'throw';
}

export interface TestAnswer {
  n: number;
  square: number;
  threadId: number;
}

/** Shared by every thread the runner starts: 1 while the next crash job is to crash (it disarms it). */
const armed = (workerData as { armed: Int32Array }).armed;

serveJobs(async (job: TestJob): Promise<TestAnswer> => {
  await new Promise((resolve) => setTimeout(resolve, job.ms));
  if (job.fail === 'crash' && Atomics.compareExchange(armed, 0, 1, 0) === 1) process.exit(3);
  if (job.fail === 'throw') throw new Error(`job ${job.n} failed`);
  return { n: job.n, square: job.n * job.n, threadId };
});
