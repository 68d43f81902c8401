import { CarrierError } from './carrier-types.ts';

// The HTTP side of MNG Kargo's REST API (DHL eCommerce Türkiye, apizone.mngkargo.com.tr):
// every call carries the apizone application's X-IBM-Client-Id/Secret; all but the city lists
// also a JWT from POST /mngapi/api/token {customerNumber, password, identityType: 1}, valid some
// hours ('jwtExpireDate' as 'dd.MM.yyyy HH:mm:ss', Istanbul time) and kept until shortly before.
// MNG answers a refusal as { error: { Code, Message, Description } }; some answers come as a
// one-element array where its documents show one object.

export interface MngAccount {
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  /** How long one call may take; longer counts as no answer (the shipment may exist). */
  timeoutMs?: number;
}

export interface MngReply {
  status: number;
  body: unknown;
}

const TIMEOUT_MS = 20_000;

/** An answer's first element when it is an array, else itself. */
export const one = (body: unknown): Record<string, unknown> =>
  ((Array.isArray(body) ? body[0] : body) ?? {}) as Record<string, unknown>;

/** MNG's error code and description ('' when the answer has none). */
export function mngError(body: unknown): { code: string; text: string } {
  const error = (one(body).error ?? {}) as Record<string, unknown>;
  const text = [error.Description, error.description, error.Message, error.message].find((v) => typeof v === 'string');
  return { code: String(error.Code ?? error.code ?? ''), text: (text as string | undefined) ?? '' };
}

/** 'dd.MM.yyyy HH:mm[:ss]' or with dashes, Istanbul time, as epoch milliseconds (NaN if unreadable). */
export function mngTime(value: unknown): number {
  const m = /^(\d{2})[.-](\d{2})[.-](\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(String(value ?? ''));
  return m ? Date.parse(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+03:00`) : NaN;
}

export function createMngHttp(account: MngAccount, now: () => number = Date.now) {
  const base = account.baseUrl.replace(/\/+$/, '');
  let token: { jwt: string; until: number } | null = null;

  async function send(method: string, path: string, body?: unknown, jwt?: string): Promise<MngReply> {
    let res: Response;
    try {
      res = await fetch(`${base}/mngapi/api${path}`, {
        method,
        headers: {
          'x-ibm-client-id': account.clientId,
          'x-ibm-client-secret': account.clientSecret,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(account.timeoutMs ?? TIMEOUT_MS),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    } catch {
      throw new CarrierError(
        'unavailable',
        'MNG Kargo zamanında yanıt vermedi. Gönderi açılmış olabilir; tekrar denemek aynı gönderiyi getirir.',
      );
    }
  }

  async function jwt(): Promise<string> {
    if (token && token.until > now()) return token.jwt;
    const reply = await send('POST', '/token', {
      customerNumber: account.username,
      password: account.password,
      identityType: 1,
    });
    const answer = one(reply.body);
    if (reply.status >= 500) unavailable(reply);
    if (reply.status !== 200 || typeof answer.jwt !== 'string') {
      const { text } = mngError(reply.body);
      throw new CarrierError(
        'auth',
        `MNG Kargo müşteri numarasını ya da şifresini kabul etmedi${text ? `: ${text}` : ''} (MNG_USERNAME, MNG_PASSWORD, MNG_CLIENT_ID, MNG_CLIENT_SECRET)`,
      );
    }
    const expires = mngTime(answer.jwtExpireDate);
    // A minute's margin, so a token never expires between this check and MNG reading it.
    token = { jwt: answer.jwt, until: (Number.isNaN(expires) ? now() + 30 * 60_000 : expires) - 60_000 };
    return token.jwt;
  }

  /** A call under the account's JWT; an expired or withdrawn token is asked for again once. */
  async function call(method: string, path: string, body?: unknown): Promise<MngReply> {
    let reply = await send(method, path, body, await jwt());
    if (reply.status === 401) {
      token = null;
      reply = await send(method, path, body, await jwt());
    }
    if (reply.status === 401 || reply.status === 403) {
      throw new CarrierError(
        'auth',
        `MNG Kargo bu işleme izin vermedi: ${mngError(reply.body).text || `HTTP ${reply.status}`}`,
      );
    }
    if (reply.status >= 500) unavailable(reply);
    return reply;
  }

  return { call, send };
}

function unavailable(reply: MngReply): never {
  const { text } = mngError(reply.body);
  throw new CarrierError(
    'unavailable',
    `MNG Kargo şu an hizmet veremiyor${text ? `: ${text}` : ''}; biraz sonra tekrar deneyin.`,
  );
}
