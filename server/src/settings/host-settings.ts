/**
 * The names the server answers to and the origins it accepts changes from. A browser tricked by DNS
 * rebinding sends the attacker's name as Host (and as Origin): only a list of our own names tells such a
 * request apart, so the list is configured, never taken from the request.
 */
export interface HostSettings {
  /** Host header values (lower case, `name` or `name:port`) the API and the shell answer to. */
  allowedHosts: ReadonlySet<string>;
  /** Origins a state-changing request may come from: the shell's, the centers', and the shell on an allowed host. */
  allowedOrigins: ReadonlySet<string>;
}

/** The names of this machine: accepted for the configured port in demo mode and when the shell is served on one. */
export const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

function isLoopbackName(hostname: string): boolean {
  return (LOOPBACK_NAMES as readonly string[]).includes(hostname.toLowerCase());
}

/** `name` and `name:port` of a URL; both forms when the port is the scheme's default (which URL.host omits). */
function hostFormsOf(url: URL): string[] {
  const host = url.host.toLowerCase();
  return url.port ? [host] : [host, `${host}:${DEFAULT_PORTS[url.protocol] ?? ''}`];
}

/** One ALLOWED_HOSTS entry: a name with an optional port, nothing else. */
function parseHostEntry(entry: string): string {
  const value = entry.trim().toLowerCase();
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(value))
    throw new Error(`ALLOWED_HOSTS must list names such as example.org or example.org:8443, got "${entry}".`);
  return value;
}

export function loadHostSettings(
  env: NodeJS.ProcessEnv,
  {
    shellUrl,
    port,
    demoMode,
    centerUrls,
  }: { shellUrl: string; port: number; demoMode: boolean; centerUrls: readonly string[] },
): HostSettings {
  const shell = new URL(shellUrl);
  const hosts = new Set(hostFormsOf(shell));
  for (const entry of (env.ALLOWED_HOSTS ?? '').split(','))
    if (entry.trim()) hosts.add(parseHostEntry(entry));
  // This machine's own names reach a server that is only meant for it (demo mode, a shell on localhost); a
  // page of another site can never make a browser send them as Host.
  if (demoMode || isLoopbackName(shell.hostname)) {
    const ports = new Set([String(port), shell.port || (DEFAULT_PORTS[shell.protocol] ?? '80')]);
    for (const name of LOOPBACK_NAMES) for (const p of ports) hosts.add(`${name}:${p}`);
  }
  const origins = new Set([shell.origin, ...centerUrls.map((url) => new URL(url).origin)]);
  for (const host of hosts) origins.add(new URL(`${shell.protocol}//${host}`).origin);
  return { allowedHosts: hosts, allowedOrigins: origins };
}
