// Why a file is refused, as a reason code the API side turns into the user's message (one place for
// the wording: ../errors.ts).

/** @typedef {'NO_TEXT' | 'CORRUPT' | 'ENCRYPTED' | 'ZIP_BOMB' | 'BINARY'} RefusalReason */

export class Refusal extends Error {
  /** @param {RefusalReason} reason @param {string} [detail] what went wrong, for the server log */
  constructor(reason, detail = reason) {
    super(detail);
    this.name = 'Refusal';
    this.reason = reason;
  }
}
