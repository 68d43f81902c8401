import { useEffect, useState } from 'react';
import { TEST_MODE_NOTICE } from '#api/schemas/checkout.ts';
import { getJson } from '../../lib/api-client';

/** While the embedded sandbox takes the payments, the buyer is told no money will move. */
export function TestModeNotice() {
  const [testMode, setTestMode] = useState(false);
  useEffect(() => {
    void getJson<{ testMode: boolean }>('/api/payment/mode')
      .then((mode) => setTestMode(mode.testMode))
      .catch(() => {});
  }, []);
  if (!testMode) return null;
  return (
    <p
      role="note"
      className="mb-6 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 font-semibold text-amber-900"
    >
      {TEST_MODE_NOTICE}
    </p>
  );
}
