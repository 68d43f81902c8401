// The one decoder for request paths: every place that turns a path's `%xx` into characters goes
// through it, so broken percent-encoding ('%', '%zz', a cut-off or invalid UTF-8 sequence) is an
// answer to the client, never an exception. (h3 decodes the API's route parameters itself and
// answers broken ones with its 400, which api/http/errors.ts words in Turkish.)

/** A percent-encoded path, or a part of one, decoded; null when its encoding is broken. */
export function decodePath(raw: string): string | null {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
