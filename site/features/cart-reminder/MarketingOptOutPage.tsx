import { useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { primaryButton } from '../../components/ui/buttons.tsx';
import { StatusNote, type Note } from '../../components/ui/StatusNote';

/**
 * /eposta-izni?token=…: the way out of a commercial mail in one click. Opening the page changes
 * nothing (mail scanners open links); the button withdraws the consent.
 */
export default function MarketingOptOutPage() {
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);

  async function withdraw() {
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/marketing/opt-out?token=${encodeURIComponent(token ?? '')}`);
      setNote({ ok: true, text: ((await res.json()) as { message: string }).message });
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, 'İzniniz geri alınamadı. Lütfen tekrar deneyin.') });
    } finally {
      setBusy(false);
    }
  }

  if (token === null)
    return (
      <p role="status" className="text-slate-600">
        Yükleniyor...
      </p>
    );
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
