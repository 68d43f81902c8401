// Expected failures of the shop's rules, thrown by services, auth and storage. They carry a
// Turkish message for the user and a kind; only the HTTP layer (api/http/errors.ts) turns a
// kind into a status code, so services never think in statuses.

export type DomainErrorKind =
  | 'invalid' // the request's values break a rule (400)
  | 'unauthenticated' // nobody is signed in, or the session ended (401)
  | 'forbidden' // signed in, but not allowed (403)
  | 'not-found' // the thing asked for does not exist, or is not the caller's (404)
  | 'conflict' // the request is valid but the current state refuses it (409)
  | 'gone' // it existed but its time is over, e.g. an expired quote (410)
  | 'too-large' // a body or file over its limit (413)
  | 'unprocessable' // well-formed but cannot be carried out as asked (422)
  | 'too-many' // a rate limit was reached (429)
  | 'upstream'; // a provider (payment, mail) failed or answered wrongly (502)

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  constructor(kind: DomainErrorKind, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DomainError';
    this.kind = kind;
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message = 'Oturum açmanız gerekiyor') => new DomainError('unauthenticated', message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok') => new DomainError('forbidden', message);
export const notFound = (message = 'Bulunamadı') => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const gone = (message: string) => new DomainError('gone', message);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const unprocessable = (message: string) => new DomainError('unprocessable', message);
export const tooMany = (message = 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.') =>
  new DomainError('too-many', message);
export const upstream = (message: string, cause?: unknown) => new DomainError('upstream', message, { cause });

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
