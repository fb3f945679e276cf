import type { FastifyRequest } from 'fastify';
import { createActor, type Actor, type SignedInActor } from '../platform/actor';
import { unauthorized } from './http-error';

function source(request: FastifyRequest) {
  return { ip: request.ip, log: request.log, method: request.method, route: request.routeOptions.url };
}

/** The signed-in user of a request, as the services see them (401 when there is none). */
export function actorOf(request: FastifyRequest): SignedInActor {
  if (!request.user) throw unauthorized();
  return createActor({ user: request.user, ...source(request) });
}

/** Whoever sent a request, signed in or not (public routes: sign-in, registration, sign-out). */
export function visitorOf(request: FastifyRequest): Actor {
  return createActor({ user: request.user, ...source(request) });
}
