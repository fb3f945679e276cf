/**
 * A refusal or a failure the operator can act on. The command prints its message as is, without a stack
 * trace: it says what is wrong and what to do, and that nothing was changed where that is so.
 */
export class BackupError extends Error {
  constructor(
    message: string,
    /** 2 for a command used the wrong way (usage), 1 for everything else. */
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * The file read is not a whole backup: not gzip, not a tar archive, no manifest, or cut short. The reader
 * names the file in the message; a restore adds that nothing was changed.
 */
export class BackupFileError extends BackupError {}
