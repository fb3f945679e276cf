import type { FastifyInstance } from 'fastify';
import type { HostSettings } from '../settings/host-settings';

export const UNKNOWN_HOST_MESSAGE =
  'This server does not answer to that name. Open the workspace at its configured address.';

/**
 * Refuses (421 Misdirected Request) every request whose Host is not one of the configured names, before
 * any other hook runs: no session is looked up, no budget spent, no cookie read. This is the defence against
 * DNS rebinding, where a page of another site reaches this server under the attacker's own name. Health
 * probes are exempt: a load balancer calls them by an instance's address, and they hold nothing private.
 */
export function installHostCheck(app: FastifyInstance, hosts: HostSettings): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.rateLimit === false) return;
    const host = (request.host ?? '').toLowerCase();
    if (hosts.allowedHosts.has(host)) return;
    request.log.warn({ host }, 'request refused: unknown Host');
    // The body is never read: the connection ends with the answer.
    return reply
      .code(421)
      .header('connection', 'close')
      .send({ message: UNKNOWN_HOST_MESSAGE, code: 'UNKNOWN_HOST' });
  });
}
