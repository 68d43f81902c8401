import { startTransition, useEffect, useState } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * Like nanostores' useStore, but a change re-renders in a transition: React renders it in
 * slices of a few milliseconds between the browser's other work, where useStore's synchronous
 * re-render of a whole product grid is one task that blocks a phone for hundreds of
 * milliseconds (decision 0328). For data that arrives from the network, not for what a tap
 * must show at once.
 */
export function useStoreInTransition<T>(store: ReadableAtom<T>): T {
  const [value, setValue] = useState(() => store.get());
  useEffect(() => {
    const update = (next: T) => startTransition(() => setValue(() => next));
    // A change between this render and the subscription is not lost.
    if (store.get() !== value) update(store.get());
    return store.listen(update);
    // Subscribed once: `value` is only compared at subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return value;
}
