// The test plan's runner: phases in order, lanes side by side, every step run whatever failed before it.
const { runPlan } = require('./run-plan.cjs');

const step = (name) => ({ name, command: name, args: [] });

/** A runner whose steps take `ms[name]` milliseconds (fake time) and fail when named in `failing`. */
function fakeRunner({ ms = {}, failing = [] } = {}) {
  let clock = 0;
  const log = [];
  const runStep = async (s) => {
    log.push(`start ${s.name}`);
    await new Promise((resolve) => setImmediate(resolve));
    clock += ms[s.name] ?? 0;
    log.push(`end ${s.name}`);
    return !failing.includes(s.name);
  };
  return { runStep, log, now: () => clock };
}

describe('runPlan', () => {
  it('starts the lanes of a phase together and the next phase only when all of them are done', async () => {
    const runner = fakeRunner();
    const plan = [
      { name: 'checks', lanes: [[step('lint'), step('singletons')], [step('typecheck')]] },
      { name: 'suites', lanes: [[step('unit')], [step('e2e')]] },
    ];
    const outcomes = await runPlan(plan, runner.runStep, runner.now);
    expect(runner.log.slice(0, 2)).toEqual(['start lint', 'start typecheck']);
    expect(runner.log.indexOf('start unit')).toBeGreaterThan(runner.log.indexOf('end singletons'));
    expect(runner.log.indexOf('start unit')).toBeGreaterThan(runner.log.indexOf('end typecheck'));
    expect(outcomes.map((o) => o.step).sort()).toEqual(['e2e', 'lint', 'singletons', 'typecheck', 'unit']);
    expect(outcomes.every((o) => o.passed)).toBe(true);
  });

  it('runs every step after a failure too, and reports which failed', async () => {
    const runner = fakeRunner({ failing: ['lint'] });
    const plan = [
      { name: 'checks', lanes: [[step('lint'), step('singletons')], [step('typecheck')]] },
      { name: 'suites', lanes: [[step('unit')]] },
    ];
    const outcomes = await runPlan(plan, runner.runStep, runner.now);
    expect(outcomes.map(({ step: name, passed }) => ({ name, passed }))).toEqual(
      expect.arrayContaining([
        { name: 'lint', passed: false },
        { name: 'singletons', passed: true },
        { name: 'typecheck', passed: true },
        { name: 'unit', passed: true },
      ]),
    );
    expect(outcomes).toHaveLength(4);
  });

  it('times each step', async () => {
    const runner = fakeRunner({ ms: { build: 2500 } });
    const [outcome] = await runPlan(
      [{ name: 'bundles', lanes: [[step('build')]] }],
      runner.runStep,
      runner.now,
    );
    expect(outcome).toEqual({ step: 'build', passed: true, seconds: 2.5 });
  });
});
