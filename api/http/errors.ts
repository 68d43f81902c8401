import { HTTPError } from 'h3';
import { isDomainError, type DomainErrorKind } from '../core/errors.ts';
import type { Logger } from '../core/logger.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '../shared/client-json.ts';
import { INVALID_REQUEST } from '../schemas/messages.ts';

const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  unprocessable: 422,
  'too-many': 429,
  upstream: 502,
};

/** What h3's own refusals (a malformed URL, an unknown method) say instead of their English text. */
const TURKISH_FOR_STATUS: Record<number, string> = {
  400: INVALID_REQUEST,
  404: 'İstenen API adresi bulunamadı',
  405: 'Bu işlem bu adreste desteklenmiyor',
  413: 'İstek gövdesi çok büyük',
  415: 'Desteklenmeyen içerik türü',
};

// One error shape for the whole API: a status and `{ message }` in Turkish. Services throw the
// domain errors of api/core/errors.ts; this is the only place that knows their statuses.
/** Turns any thrown value into the API's answer; unexpected errors are logged with a request id. */
export function errorResponse(error: unknown, requestId: string, log: Logger): Response {
  const domain = isDomainError(error)
    ? error
    : HTTPError.isError(error) && isDomainError(error.cause)
      ? error.cause
      : null;
  if (domain) {
    return Response.json({ message: domain.message }, { status: statusOfKind[domain.kind] });
  }
  // A NUL character (or bytes PostgreSQL cannot store) in any text the client sent: its input, not
  // our fault. The statement failed, so its transaction changed nothing.
  if (isUnstorableText(error)) return Response.json({ message: UNSTORABLE_TEXT_MESSAGE }, { status: 400 });
  // A sum the client's figures push beyond an integer column (stock plus an edit's change): the
  // schemas bound every single figure (api/schemas/ids.ts), this catches what they add up to.
  if (hasPgCode(error, '22003')) return Response.json({ message: OUT_OF_RANGE_MESSAGE }, { status: 400 });
  // Only h3 itself throws HTTPError now (services throw domain errors): its text is English.
  if (HTTPError.isError(error) && !error.unhandled && error.status < 500) {
    const headers = new Headers(error.headers);
    headers.set('content-type', 'application/json; charset=utf-8');
    const message = TURKISH_FOR_STATUS[error.status] ?? INVALID_REQUEST;
    return new Response(JSON.stringify({ message }), { status: error.status, headers });
  }
  const cause = HTTPError.isError(error) ? (error.cause ?? error) : error;
  log.error('Beklenmeyen API hatası', { requestId, error: cause });
  return Response.json({ message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.', requestId }, { status: 500 });
}

export { UNSTORABLE_TEXT_MESSAGE };

export const OUT_OF_RANGE_MESSAGE = 'Girilen sayı izin verilen aralığın dışında';

/** PostgreSQL's 'invalid byte sequence' and 'untranslatable character' errors. */
function isUnstorableText(error: unknown): boolean {
  return hasPgCode(error, '22021', '22P05');
}

/** Whether the error, or the error h3 wrapped, is PostgreSQL's error with one of these codes. */
function hasPgCode(error: unknown, ...codes: string[]): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  const cause = HTTPError.isError(error) ? error.cause : undefined;
  return [codeOf(error), codeOf(cause)].some((code) => typeof code === 'string' && codes.includes(code));
}
