import { useState } from 'react';
import { apiRequest, errorMessage, messageOf } from '../../lib/api-client';
import { linkTokenWait, useLinkToken } from '../../lib/mail-link.tsx';
import { primaryButton } from '../../components/ui/buttons.tsx';
import { StatusNote, type Note } from '../../components/ui/StatusNote';

/**
 * /eposta-dogrula?token=…: the link mailed to an account's address (decision 0343). Opening the
 * page changes nothing (mail scanners open links too); the owner confirms with the button.
 */
export default function EmailVerificationPage() {
  const token = useLinkToken();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  async function confirm() {
    setBusy(true);
    try {
      const res = await apiRequest('POST', '/api/account/email-verification/confirm', { token });
      setNote({ ok: true, text: await messageOf(res) });
      setDone(true);
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, 'E-posta adresiniz doğrulanamadı. Lütfen tekrar deneyin.') });
    } finally {
      setBusy(false);
    }
  }

  const waiting = linkTokenWait(token, 'doğrulama');
  if (waiting) return waiting;
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
