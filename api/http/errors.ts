import { HTTPError } from 'h3';
import { isDomainError, type DomainErrorKind } from '../core/errors.ts';

const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unprocessable: 422,
  'too-many': 429,
  upstream: 502,
};

// Errors made here carry our Turkish message; h3's own (a malformed URL, a route's method) do not.
const ours = new WeakSet<HTTPError>();

// One error shape for the whole API: a status and `{ message }` in Turkish.
export function httpError(status: number, message: string): HTTPError {
  const error = new HTTPError({ status, message });
  ours.add(error);
  return error;
}

/** What an h3-made refusal says to the user instead of its English text. */
const TURKISH_FOR_STATUS: Record<number, string> = {
  400: 'Geçersiz istek',
  404: 'İstenen API adresi bulunamadı',
  405: 'Bu işlem bu adreste desteklenmiyor',
  413: 'İstek gövdesi çok büyük',
  415: 'Desteklenmeyen içerik türü',
};

export const badRequest = (message: string) => httpError(400, message);
export const unauthorized = (message = 'Oturum açmanız gerekiyor') => httpError(401, message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok') => httpError(403, message);
export const notFound = (message = 'Bulunamadı') => httpError(404, message);
export const conflict = (message: string) => httpError(409, message);
export const tooManyRequests = (message = 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.') =>
  httpError(429, message);

/** Turns any thrown value into the API's answer; unexpected errors are logged with a request id. */
export function errorResponse(error: unknown, requestId: string): Response {
  const domain = isDomainError(error) ? error : HTTPError.isError(error) && isDomainError(error.cause) ? error.cause : null;
  if (domain) {
    return Response.json({ message: domain.message }, { status: statusOfKind[domain.kind] });
  }
  if (HTTPError.isError(error) && !error.unhandled && (ours.has(error) || error.status < 500)) {
    const headers = new Headers(error.headers);
    headers.set('content-type', 'application/json; charset=utf-8');
    const message = ours.has(error) ? error.message : (TURKISH_FOR_STATUS[error.status] ?? 'Geçersiz istek');
    return new Response(JSON.stringify({ message }), { status: error.status, headers });
  }
  const cause = HTTPError.isError(error) ? (error.cause ?? error) : error;
  console.error(`[api] ${requestId}`, cause);
  return Response.json({ message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.', requestId }, { status: 500 });
}
