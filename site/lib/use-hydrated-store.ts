import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * Like nanostores' useStore, but while React hydrates it renders `serverValue`, the value the
 * page was prerendered with. Islands share stores: by the time a `client:idle` island hydrates,
 * a `client:load` one may have filled the cart or the user already, and rendering that at once
 * would differ from the server's HTML (React's hydration mismatch error). React renders the live value right after.
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => serverValue,
  );
}
