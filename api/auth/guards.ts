import type { H3Event } from 'h3';
import type { AppContext } from '../core/context.ts';
import type { Sql } from '#db/connection.ts';
import { forbidden, unauthenticated } from '../core/errors.ts';
import { validateSessionToken, type Session, type SessionUser } from './session.ts';
import { roleMayCall } from '../shared/admin-roles.ts';

export interface Authenticated {
  session: Session;
  user: SessionUser;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** An Authorization header's bearer token, or null. */
export const bearerToken = (header: string | null | undefined): string | null => BEARER.exec(header ?? '')?.[1] ?? null;

/** The session an Authorization header's bearer token names, or null (none, malformed, ended). */
export async function sessionOfBearer(sql: Sql, header: string | null | undefined): Promise<Authenticated | null> {
  const token = bearerToken(header);
  return token ? validateSessionToken(sql, token) : null;
}

/** The signed-in user of the request (bearer token), or null; looked up once per request. */
export async function optionalUser(event: H3Event, ctx: AppContext): Promise<Authenticated | null> {
  if ('auth' in event.context) return event.context.auth as Authenticated | null;
  const auth = await sessionOfBearer(ctx.sql, event.req.headers.get('authorization'));
  event.context.auth = auth;
  return auth;
}

/** 401 without a valid session. */
export async function requireUser(event: H3Event, ctx: AppContext): Promise<Authenticated> {
  const auth = await optionalUser(event, ctx);
  if (!auth) throw unauthenticated();
  return auth;
}

/** 401 without a valid session, 403 for a customer. */
export async function requireAdmin(event: H3Event, ctx: AppContext): Promise<Authenticated> {
  const auth = await requireUser(event, ctx);
  if (!auth.user.isAdmin) throw forbidden();
  return auth;
}

/**
 * requireAdmin, then the role table (api/shared/admin-roles.ts) on the route the router chose:
 * 403 in Turkish when the staff member's role may not call it. One check for every admin route.
 */
export async function requireStaffRole(event: H3Event, ctx: AppContext): Promise<Authenticated> {
  const auth = await requireAdmin(event, ctx);
  const route = event.context.matchedRoute?.route ?? event.url.pathname;
  const params = (event.context.params ?? {}) as Record<string, string>;
  if (!roleMayCall(auth.user.adminRole, event.req.method, route, params)) throw forbidden();
  return auth;
}
