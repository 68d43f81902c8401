// JSON text a client sent, read one way everywhere: a JSON body (api/http/body.ts) and the JSON
// lists and objects that travel as one form or setting field (variants, bank accounts).

/** The answer for text PostgreSQL cannot store: a NUL character, or half of a character. */
export const UNSTORABLE_TEXT_MESSAGE = 'İstekte kullanılamayan bir karakter var (ör. NUL karakteri)';

export type ClientJson = { ok: true; value: unknown } | { ok: false; problem: 'syntax' | 'unstorable' };

// A `\ud800` escape without its pair decodes to half a character, which no UTF-8 text can hold:
// PostgreSQL refuses it inside JSON (a 500 from a variant's attributes, issue 48) and would
// silently replace it elsewhere. Only a text that spells such an escape is walked.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** Parses client JSON; 'unstorable' when any string or key in it holds a lone surrogate. */
export function parseClientJson(text: string): ClientJson {
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, problem: 'syntax' };
  }
  if (SURROGATE_ESCAPE.test(text) && hasLoneSurrogate(value)) return { ok: false, problem: 'unstorable' };
  return { ok: true, value };
}

function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return !value.isWellFormed();
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, v]) => !key.isWellFormed() || hasLoneSurrogate(v));
}
