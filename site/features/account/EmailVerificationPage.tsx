import { useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { primaryButton } from '../../components/ui/buttons.tsx';
import { StatusNote, type Note } from '../../components/ui/StatusNote';

/**
 * /eposta-dogrula?token=…: the link mailed to an account's address (decision 0343). Opening the
 * page changes nothing (mail scanners open links too); the owner confirms with the button.
 */
export default function EmailVerificationPage() {
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);

  async function confirm() {
    setBusy(true);
    try {
      const res = await apiRequest('POST', '/api/account/email-verification/confirm', { token });
      setNote({ ok: true, text: ((await res.json()) as { message: string }).message });
      setDone(true);
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, 'E-posta adresiniz doğrulanamadı. Lütfen tekrar deneyin.') });
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
  if (!token)
    return (
      <p role="alert" className="text-red-700">
        Bağlantıda doğrulama kodu yok. Lütfen e-postanızdaki bağlantıyı eksiksiz açın.
      </p>
    );
  return (
    <div className="space-y-4">
      <StatusNote note={note} look="box" />
      {!done && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void confirm()}
          className={`${primaryButton} min-h-11 px-5 py-2.5`}
        >
          E-posta adresimi doğrula
        </button>
      )}
    </div>
  );
}
