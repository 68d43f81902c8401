import { useState } from 'react';
import { errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';

/**
 * One save or delete call with its pending flag and the spec's toasts:
 * the success text (or the one the call's result gives), else the server's message, else the
 * fallback failure text.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  async function run<T>(call: () => Promise<T>, success: string | ((result: T) => string), failure: string) {
    setBusy(true);
    try {
      const result = await call();
      toastSuccess(typeof success === 'string' ? success : success(result));
      return true;
    } catch (error) {
      toastError(errorMessage(error, failure));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
