import { useState } from 'react';
import { errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';

/**
 * One save or delete call with its pending flag and the spec's toasts:
 * the success text, else the server's message, else the fallback failure text.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      toastSuccess(success);
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
