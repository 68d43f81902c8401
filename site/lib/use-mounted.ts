import { useEffect, useState } from 'react';

/**
 * False during hydration, true after. An island that shows shared store state (the
 * signed-in user) renders its server markup first, so a store filled by another island
 * before this one hydrated cannot make React's hydration fail.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
