// Runs a test plan: phases one after another, the lanes of a phase side by side, the steps of a lane one
// after another. A failed step stops nothing: every step runs, so that one run reports every failure (the
// caller fails the run when any step failed).
'use strict';

/**
 * @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Step
 * @typedef {{ name: string, lanes: Step[][] }} Phase
 * @typedef {{ step: string, passed: boolean, seconds: number }} Outcome
 */

/**
 * Runs `plan` with `runStep(step)`, which resolves to true when the step passed; resolves to the outcome
 * of every step, in the order they ended.
 * @param {Phase[]} plan
 * @param {(step: Step) => Promise<boolean>} runStep
 * @param {() => number} [now]
 * @returns {Promise<Outcome[]>}
 */
async function runPlan(plan, runStep, now = () => Date.now()) {
  const outcomes = [];
  for (const phase of plan) {
    const lanes = phase.lanes.map(async (lane) => {
      for (const step of lane) {
        const started = now();
        const passed = await runStep(step);
        outcomes.push({ step: step.name, passed, seconds: (now() - started) / 1000 });
      }
    });
    await Promise.all(lanes);
  }
  return outcomes;
}

module.exports = { runPlan };
