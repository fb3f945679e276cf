/**
 * The labels of an evaluation, read from the .json file they are kept in and checked against their
 * shape. Labels are edited by hand: a misspelt kind or a missing field fails here, naming where it is,
 * rather than quietly changing a score. (A few checks of our own: the engine declares no schema library.)
 */

/** Whether a value has the shape of `T`; what does not fit is added to `problems`, with where it is. */
export type Check<T> = (value: unknown, at: string, problems: string[]) => value is T;

/** The type a check accepts. */
export type Checked<C> = C extends Check<infer T> ? T : never;

const fail = (problems: string[], at: string, problem: string): false => {
  problems.push(`${at || '(top)'}: ${problem}`);
  return false;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The words of a label (a locator, a file name, an assumption): never empty. */
export const labelText: Check<string> = (value, at, problems): value is string =>
  (typeof value === 'string' && value.length > 0) || fail(problems, at, 'expected a non-empty string');

export function oneOf<const T extends string>(values: readonly T[]): Check<T> {
  return (value, at, problems): value is T =>
    values.some((v) => v === value) || fail(problems, at, `expected one of ${values.join(', ')}`);
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, at, problems): value is T | undefined => value === undefined || check(value, at, problems);
}

export function listOf<T>(item: Check<T>): Check<T[]> {
  return (value, at, problems): value is T[] =>
    Array.isArray(value)
      ? value.map((v, i) => item(v, `${at}[${i}]`, problems)).every(Boolean)
      : fail(problems, at, 'expected a list');
}

/** A fixed list of items (an optional item may only be missing at the end). */
export function tupleOf<const C extends readonly Check<unknown>[]>(
  ...items: C
): Check<{ -readonly [I in keyof C]: Checked<C[I]> }> {
  return (value, at, problems): value is { -readonly [I in keyof C]: Checked<C[I]> } =>
    Array.isArray(value) && value.length <= items.length
      ? items.map((item, i) => item(value[i], `${at}[${i}]`, problems)).every(Boolean)
      : fail(problems, at, `expected a list of at most ${items.length} items`);
}

/** An object with these fields and no others (a misspelt field name is an error, not an absent field). */
export function fieldsOf<const F extends Record<string, Check<unknown>>>(
  fields: F,
): Check<{ [K in keyof F]: Checked<F[K]> }> {
  return (value, at, problems): value is { [K in keyof F]: Checked<F[K]> } => {
    if (!isObject(value)) return fail(problems, at, 'expected an object');
    const unknown = Object.keys(value).filter((key) => !(key in fields));
    for (const key of unknown) fail(problems, `${at}.${key}`, 'unknown field');
    const fit = Object.entries(fields).map(([key, check]) => check(value[key], `${at}.${key}`, problems));
    return unknown.length === 0 && fit.every(Boolean);
  };
}

/** The labels of `file` (its parsed JSON: a list of labels), each checked: throws with every problem found. */
export function loadLabels<T>(file: string, label: Check<T>, data: unknown): T[] {
  const problems: string[] = [];
  if (listOf(label)(data, '', problems)) return data;
  throw new Error(
    `The labels of ${file} do not fit their shape:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
}

/** A yes or no of a label. */
export const flag: Check<boolean> = (value, at, problems): value is boolean =>
  typeof value === 'boolean' || fail(problems, at, 'expected true or false');

/** A count of a label: a whole number, zero or more. */
export const count: Check<number> = (value, at, problems): value is number =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 0) ||
  fail(problems, at, 'expected a whole number, zero or more');

/** An object whose keys are names (any) and whose values all fit `item`. */
export function recordOf<T>(item: Check<T>): Check<Record<string, T>> {
  return (value, at, problems): value is Record<string, T> =>
    isObject(value)
      ? Object.entries(value)
          .map(([key, v]) => item(v, `${at}.${key}`, problems))
          .every(Boolean)
      : fail(problems, at, 'expected an object');
}

/** One label object (not a list), checked: throws with every problem found. */
export function loadLabel<T>(file: string, label: Check<T>, data: unknown): T {
  return loadLabels(file, label, [data])[0]!;
}
