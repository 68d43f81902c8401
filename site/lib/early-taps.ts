// Taps on the header's controls made before their island hydrated. The inline script of
// SiteHeader.astro records them (elements marked data-early-tap) instead of letting them
// fall on dead server-rendered buttons; each island replays its own once it runs.
export type EarlyTap = 'cart' | 'account' | 'menu';

declare global {
  interface Window {
    __earlyTaps?: string[];
  }
}

/** Removes and answers the queued taps of the given kinds, oldest first. */
export function takeEarlyTaps(kinds: EarlyTap[]): EarlyTap[] {
  const queue = window.__earlyTaps ?? [];
  const mine = queue.filter((t): t is EarlyTap => (kinds as string[]).includes(t));
  window.__earlyTaps = queue.filter((t) => !(kinds as string[]).includes(t));
  return mine;
}
