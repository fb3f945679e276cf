import path from 'node:path';
import { DomainError } from './errors';
import { createWorkerRunner, type WorkerRunner, type WorkerRunnerOptions } from './worker-runner';
import type { TestAnswer, TestJob } from './testing/test-thread-main';

const THREAD_FILE = path.join(__dirname, 'testing/test-thread.mjs');
const WORDS = { one: 'job', many: 'jobs', tooLong: 'Ask for less.', code: 'JOB_BUSY' };

/** A runner of the test thread, and the switch that makes the next crash job kill its thread. */
function testRunner(options: Partial<WorkerRunnerOptions> = {}) {
  const armed = new Int32Array(new SharedArrayBuffer(4));
  const runner: WorkerRunner<TestJob, TestAnswer> = createWorkerRunner({
    threadFile: THREAD_FILE,
    words: WORDS,
    workerData: { armed },
    ...options,
  });
  return { runner, arm: () => Atomics.store(armed, 0, 1) };
}

type Outcome = { job: TestJob; answers: TestAnswer[]; errors: Error[] };

/** Runs every job at once and records each settlement (a promise settles once; this proves whose answer it got). */
async function runAll(runner: WorkerRunner<TestJob, TestAnswer>, jobs: TestJob[]): Promise<Outcome[]> {
  const outcomes = jobs.map((job): Outcome => ({ job, answers: [], errors: [] }));
  await Promise.all(
    outcomes.map((outcome) =>
      runner.run(outcome.job).then(
        (answer) => void outcome.answers.push(answer),
        (error: Error) => void outcome.errors.push(error),
      ),
    ),
  );
  return outcomes;
}

const square = (n: number, ms = 5): TestJob => ({ n, ms });

describe('createWorkerRunner', () => {
  const runners: WorkerRunner<TestJob, TestAnswer>[] = [];
  const make = (options: Partial<WorkerRunnerOptions> = {}) => {
    const made = testRunner(options);
    runners.push(made.runner);
    return made;
  };
  afterAll(() => Promise.all(runners.map((runner) => runner.close())));

  it('answers many concurrent jobs each with its own result, one thread for all', async () => {
    const { runner } = make({ maxWaiting: 100 });
    const outcomes = await runAll(
      runner,
      Array.from({ length: 40 }, (_, n) => square(n, n % 3)),
    );
    for (const { job, answers, errors } of outcomes) {
      expect(errors).toEqual([]);
      expect(answers).toEqual([{ n: job.n, square: job.n * job.n, threadId: expect.any(Number) }]);
    }
    expect(new Set(outcomes.map((o) => o.answers[0]!.threadId)).size).toBe(1);
  });

  it('replaces a thread killed mid-job under load: only that job fails, clearly, the rest run on a new thread, and its retry succeeds', async () => {
    const { runner, arm } = make({ maxWaiting: 100 });
    // The thread exists before the load arrives.
    const before = await runner.run(square(1000));
    arm();
    const jobs = Array.from({ length: 40 }, (_, n): TestJob =>
      n === 12 ? { n, ms: 30, fail: 'crash' } : square(n),
    );
    const outcomes = await runAll(runner, jobs);

    const failed = outcomes.filter((o) => o.errors.length > 0);
    expect(failed.map((o) => o.job.n)).toEqual([12]);
    const [error] = failed[0]!.errors;
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      refusal: 'unavailable',
      code: 'JOB_BUSY',
      message: 'The job stopped unexpectedly. Try again.',
    });
    for (const { job, answers } of outcomes.filter((o) => o.job.n !== 12)) {
      expect(answers).toEqual([{ n: job.n, square: job.n * job.n, threadId: expect.any(Number) }]);
    }
    // Jobs before the crash ran on the first thread, every job after it on one new thread.
    const threadOf = (n: number) => outcomes[n]!.answers[0]!.threadId;
    for (let n = 0; n < 12; n++) expect(threadOf(n)).toBe(before.threadId);
    const after = new Set(outcomes.slice(13).map((o) => o.answers[0]!.threadId));
    expect(after.size).toBe(1);
    expect(after.has(before.threadId)).toBe(false);

    // Retrying the failed job is safe and gives its own answer; the runner still takes work.
    expect(await runner.run(jobs[12]!)).toEqual({ n: 12, square: 144, threadId: [...after][0] });
    expect(runner.healthy()).toBe(true);
  });

  it('survives crashes in a row, each failing only its own job', async () => {
    const { runner, arm } = make({ maxWaiting: 100 });
    const threads = new Set<number>();
    for (let round = 0; round < 3; round++) {
      arm();
      const outcomes = await runAll(runner, [
        square(1),
        { n: 2, ms: 10, fail: 'crash' },
        square(3),
        square(4),
      ]);
      expect(outcomes.map((o) => (o.errors.length ? 'error' : o.answers[0]!.square))).toEqual([
        1,
        'error',
        9,
        16,
      ]);
      threads.add(outcomes[3]!.answers[0]!.threadId);
    }
    expect(threads.size).toBe(3);
  });

  it('passes on the error a job failed with in its thread, without replacing the thread', async () => {
    const { runner } = make();
    const outcomes = await runAll(runner, [square(1), { n: 2, ms: 1, fail: 'throw' }, square(3)]);
    expect(outcomes[1]!.errors.map((e) => e.message)).toEqual(['job 2 failed']);
    expect(outcomes[0]!.answers[0]!.threadId).toBe(outcomes[2]!.answers[0]!.threadId);
  });

  it('stops a job that takes too long, replaces its thread and runs the next', async () => {
    const { runner } = make({ timeoutMs: 3_000 });
    // The thread starts (and loads its code) before the timed jobs, so a busy machine's slow start is not
    // taken for a job that took too long; the long job would run a minute if it were not stopped.
    const first = await runner.run(square(1));
    const outcomes = await runAll(runner, [square(2, 60_000), square(3)]);
    expect(outcomes[0]!.errors[0]).toMatchObject({
      refusal: 'unavailable',
      message: 'The job took longer than 3 seconds and was stopped. Ask for less.',
    });
    expect(outcomes[1]!.answers[0]!.square).toBe(9);
    expect(outcomes[1]!.answers[0]!.threadId).not.toBe(first.threadId);
  });

  it('refuses work beyond its waiting list, and all work once closed', async () => {
    const { runner } = make({ maxWaiting: 2 });
    const outcomes = await runAll(runner, [square(1, 50), square(2), square(3), square(4)]);
    expect(outcomes.map((o) => o.errors[0]?.message ?? o.answers[0]!.square)).toEqual([
      1,
      4,
      9,
      'Too many jobs are waiting. Try again in a moment.',
    ]);

    const closing = testRunner();
    const waiting = runAll(closing.runner, [square(1, 200), square(2)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await closing.runner.close();
    expect((await waiting).map((o) => o.errors[0]?.message)).toEqual([
      'The server is shutting down.',
      'The server is shutting down.',
    ]);
    await expect(closing.runner.run(square(3))).rejects.toThrow('The server is shutting down.');
    expect(closing.runner.healthy()).toBe(false);
  });
});
