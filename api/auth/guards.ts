import type { H3Event } from 'h3';
import type { AppContext } from '../core/context.ts';
import { forbidden, unauthenticated } from '../core/errors.ts';
import { validateSessionToken, type Session, type SessionUser } from './session.ts';

export interface Authenticated {
  session: Session;
  user: SessionUser;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The signed-in user of the request (bearer token), or null; looked up once per request. */
export async function optionalUser(event: H3Event, ctx: AppContext): Promise<Authenticated | null> {
  if ('auth' in event.context) return event.context.auth as Authenticated | null;
  const header = event.req.headers.get('authorization') ?? '';
  const token = BEARER.exec(header)?.[1];
  const auth = token ? await validateSessionToken(ctx.sql, token) : null;
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
