// Plain helper (no zod) for the label records of the domain constants.

/** An id in title case: each hyphen-separated word capitalised ('in-progress' reads 'In Progress'). */
export function titleCase(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The label of each id where the label is the id in title case: derived from the ids so that a new id gets
 * its label without a second list to keep in step.
 */
export function titleCaseLabels<const T extends string>(ids: readonly T[]): Readonly<Record<T, string>> {
  // fromEntries types its keys as string; they are exactly the ids.
  return Object.fromEntries(ids.map((id) => [id, titleCase(id)])) as Record<T, string>;
}
