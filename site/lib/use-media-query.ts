import { useSyncExternalStore } from 'react';

/**
 * Whether the media query matches, following changes. Hydration renders `serverValue` (what the
 * server's HTML was made with), then the browser's answer.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
