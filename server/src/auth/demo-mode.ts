import net from 'node:net';
import { DEMO_ACCOUNT } from '@csw/contracts';
import type { ServerConfig } from '../config';

/**
 * True when `host` (HOST: a name or an address the server binds to) can only be reached from this machine:
 * `localhost`, 127.0.0.0/8 and ::1 (also IPv4-mapped). Every other name or address, the wildcards 0.0.0.0
 * and :: first of all, counts as reachable from the network.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  const mapped = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  if (net.isIPv4(mapped)) return mapped.startsWith('127.');
  if (net.isIPv6(bare)) return bare === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(bare);
  return false;
}

/** Why demo mode reaches the network, or null when only this machine can reach the server. */
function networkExposure(config: ServerConfig): string | null {
  if (!isLoopbackHost(config.host)) return `it listens on ${config.host}, which is not a loopback address`;
  if (config.trustProxy) return 'TRUST_PROXY is on, so a load balancer passes requests from the network';
  return null;
}

/**
 * Demo mode's account is public (the README and the login screen give its password). Why the server must
 * not start in demo mode with this configuration, or null when it may: only on a loopback address, unless
 * DEMO_ALLOW_NETWORK says that the network may reach it.
 */
export function demoModeRefusal(config: ServerConfig): string | null {
  if (!config.demoMode || config.demoAllowNetwork) return null;
  const exposure = networkExposure(config);
  if (!exposure) return null;
  return (
    `Demo mode is on and ${exposure}: its public account would be open to anyone who can reach it. ` +
    'Set DEMO_MODE=off (or NODE_ENV=production), listen on a loopback address (HOST=localhost), or set ' +
    'DEMO_ALLOW_NETWORK=true if the network it reaches may use the demo account.'
  );
}

/** The line the server logs at start in demo mode: that it is on, on which address, and that its account is public. */
export function demoModeNotice(config: ServerConfig, address: string): string {
  const reach = networkExposure(config)
    ? 'reachable from the network (DEMO_ALLOW_NETWORK)'
    : 'on a loopback address only (this machine)';
  return (
    `Demo mode is on at ${address}, ${reach}: the demo account ${DEMO_ACCOUNT.username} and its password ` +
    'are public (the login screen shows them). Set DEMO_MODE=off or NODE_ENV=production to turn it off.'
  );
}
