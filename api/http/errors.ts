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

// One error shape for the whole API: a status and `{ message }` in Turkish.
export function httpError(status: number, message: string): HTTPError {
  return new HTTPError({ status, message });
}

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
  if (HTTPError.isError(error) && !error.unhandled) {
    const headers = new Headers(error.headers);
    headers.set('content-type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify({ message: error.message }), { status: error.status, headers });
  }
  const cause = HTTPError.isError(error) ? (error.cause ?? error) : error;
  console.error(`[api] ${requestId}`, cause);
  return Response.json({ message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.', requestId }, { status: 500 });
}
