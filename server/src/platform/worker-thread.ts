import { parentPort } from 'node:worker_threads';

/** What a thread answers for the job `id` (see createWorkerRunner). */
export type ThreadReply<Result> =
  { id: number; ok: true; result: Result } | { id: number; ok: false; message: string; kind?: string };

/**
 * The thread's side of createWorkerRunner: runs each job it is sent ({id, job}) and answers {id, ok,
 * result} or {id, ok: false, message, kind}, where `kind` names an error the API side rebuilds.
 */
export function serveJobs<Job, Result>(
  run: (job: Job) => Result | Promise<Result>,
  kindOf: (error: unknown) => string | undefined = () => undefined,
): void {
  const reply = (message: ThreadReply<Result>) => parentPort?.postMessage(message);
  parentPort?.on('message', ({ id, job }: { id: number; job: Job }) => {
    Promise.resolve()
      .then(() => run(job))
      .then(
        (result) => reply({ id, ok: true, result }),
        (error: unknown) =>
          reply({
            id,
            ok: false,
            message: error instanceof Error ? error.message : String(error),
            kind: kindOf(error),
          }),
      );
  });
}
