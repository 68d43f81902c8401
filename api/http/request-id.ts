import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

// nginx's $request_id (32 hex digits) or a UUID; anything else from outside is replaced.
const ACCEPTED = /^[A-Za-z0-9-]{16,64}$/;

/** Each request's id, for the API's error answers and the request log. */
export const requestIdOf = new WeakMap<object, string>();

/** Takes the proxy's X-Request-Id when well-formed, else makes one; answers it in X-Request-Id. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
  requestIdOf.set(req, id);
  res.setHeader('x-request-id', id);
  return id;
}
