import { useCallback, useEffect, useState } from 'react';
import { getJson } from '#site/lib/api-client.ts';

/** Loads a list from an admin endpoint; `reload()` after every change (data never goes stale otherwise). */
export function useAdminList<T>(path: string, failure: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    setError(null);
    try {
      setItems(await getJson<T[]>(path));
    } catch {
      setError(failure);
    }
  }, [path, failure]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { items, error, reload, loading: items === null && error === null };
}
