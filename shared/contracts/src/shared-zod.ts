/**
 * The zod that the shell shares with every center at run time (webpack.common.js provides this module under
 * the name `zod`). A shared module is bundled whole, and zod's own entry carries JSON Schema conversion and
 * some forty translations that no browser code uses; this module names only the builders our browser code
 * calls, so the one shared copy is about the size of each app's tree-shaken copy before, and the centers
 * load none of their own.
 *
 * The server and the tests use zod itself. `shared-zod.test.ts` fails when browser code calls a builder that
 * is missing here.
 */
// A namespace read property by property: webpack still keeps only the builders named below.
import * as zod from 'zod/v4';

/** The builders, under the names that `import { z } from 'zod'` gives them. */
export const z = {
  array: zod.array,
  boolean: zod.boolean,
  coerce: zod.coerce,
  discriminatedUnion: zod.discriminatedUnion,
  email: zod.email,
  enum: zod.enum,
  iso: zod.iso,
  lazy: zod.lazy,
  literal: zod.literal,
  number: zod.number,
  object: zod.object,
  partialRecord: zod.partialRecord,
  preprocess: zod.preprocess,
  record: zod.record,
  string: zod.string,
  tuple: zod.tuple,
  unknown: zod.unknown,
};
