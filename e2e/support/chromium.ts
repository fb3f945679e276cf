/**
 * Debian's Chromium, launched the way it behaves on a closed network: no sandbox (tests run as root), and
 * none of the background connections Chromium would otherwise attempt at every start.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
