import type { FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE =
  'Cross-site request refused: changes are accepted only from the workspace itself.';

/**
 * Defence in depth against cross-site request forgery, besides the SameSite=Strict session cookie (which
 * older or misconfigured browsers may not honour): a state-changing request is refused when the browser says
 * it comes from another site (Sec-Fetch-Site: cross-site) or when it names an Origin that is not one of the
 * configured origins (settings/host-settings.ts). The request's own Host is never trusted as an origin: under
 * DNS rebinding it is the attacker's name, and so is the Origin. Requests without these headers (scripts, servers, old browsers) are judged by
 * the session alone, as OWASP's CSRF cheat sheet recommends for the Origin check.
 *
 * @returns the reason to refuse, or null when the request may go on.
 */
export function crossSiteRefusal(
  request: FastifyRequest,
  allowedOrigins: ReadonlySet<string>,
): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return 'Sec-Fetch-Site: cross-site';
  const header = request.headers.origin;
  if (header === undefined) return null;
  const origin = originOf(header);
  if (origin && allowedOrigins.has(origin)) return null;
  return `Origin: ${header}`;
}

/** The normalised origin of a URL (scheme, host, port other than the default), or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
