import { createRequire } from 'node:module';
import path from 'node:path';
import { PASSWORD_MAX, PASSWORD_MIN } from '@csw/contracts';
import { SERVER_ROOT } from '../paths';

let common: Set<string> | null = null;

/**
 * The 49,000 most common passwords of public breach corpora, as published by zxcvbn-ts. Loaded on first
 * use: most requests never need it.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(path.join(SERVER_ROOT, 'package.json'));
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    common = new Set((dictionary['passwords-common'] ?? []).map((word) => word.toLowerCase()));
  }
  return common;
}

const SEQUENCES = [
  '0123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb',
];

/** True when the whole password is one character repeated or a run of a keyboard or alphabet sequence. */
function isTrivial(lower: string): boolean {
  if (new Set(lower).size <= 2) return true;
  return SEQUENCES.some((sequence) => {
    const doubled = sequence + sequence;
    return doubled.includes(lower) || [...doubled].reverse().join('').includes(lower);
  });
}

/**
 * Why a password is refused, or null when it is acceptable: at least 12 characters, not a common password
 * (also with digits and symbols added at the end), not a trivial run, and not containing the username.
 */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  const lower = password.toLowerCase();
  const base = lower.replace(/[\d\W_]+$/u, '');
  const list = commonPasswords();
  if (list.has(lower) || (base.length >= 4 && list.has(base)) || isTrivial(lower)) {
    return 'This password is too common. Choose a longer, less predictable one (a passphrase of several words works well).';
  }
  if (username.length >= 3 && lower.includes(username.toLowerCase())) {
    return 'The password must not contain the username.';
  }
  return null;
}
