import { useState } from 'react';
import { apiRequest, errorMessage, messageOf } from '../../lib/api-client';
import { linkTokenWait, useLinkToken } from '../../lib/mail-link.tsx';
import { primaryButton } from '../../components/ui/buttons.tsx';
import { StatusNote, type Note } from '../../components/ui/StatusNote';

/**
 * /eposta-izni?token=…: the way out of a commercial mail in one click. Opening the page changes
 * nothing (mail scanners open links); the button withdraws the consent.
 */
export default function MarketingOptOutPage() {
  const token = useLinkToken();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  async function withdraw() {
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/marketing/opt-out?token=${encodeURIComponent(token ?? '')}`);
      setNote({ ok: true, text: await messageOf(res) });
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, 'İzniniz geri alınamadı. Lütfen tekrar deneyin.') });
    } finally {
      setBusy(false);
    }
  }

  const waiting = linkTokenWait(token);
  if (waiting) return waiting;
  return (
    <div className="space-y-4">
      <StatusNote note={note} look="box" />
      {!note?.ok && (
        <button
          type="button"
          disabled={busy || !token}
          onClick={() => void withdraw()}
          className={`${primaryButton} min-h-11 px-5 py-2.5`}
        >
          Ticari ileti iznimi geri al
        </button>
      )}
    </div>
  );
}
