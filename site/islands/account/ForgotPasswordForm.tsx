import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/FormField';
import { errorMessage } from '../../lib/api-client';
import { resetRequestSchema } from '#api/schemas/password-reset.ts';
import { requestPasswordReset } from '../../stores/account';
import { toastError } from '../../stores/toast';

/** 'Şifremi Unuttum': asks for the e-mail address; the answer is the same whether it is registered or not. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) return toastError(parsed.error.issues[0]?.message ?? 'Geçerli bir email adresi giriniz');
    setBusy(true);
    try {
      setSent(await requestPasswordReset(parsed.data.email));
    } catch (error) {
      toastError(errorMessage(error, 'İstek gönderilemedi. Lütfen tekrar deneyin.'));
    } finally {
      setBusy(false);
    }
  }

  const back = (
    <button type="button" onClick={onBack} className="text-brand-600 text-sm font-medium underline underline-offset-2">
      Giriş ekranına dön
    </button>
  );
  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {sent}
        </p>
        {back}
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Şifremi Unuttum">
      <p className="text-sm text-slate-600">
        Hesabınıza kayıtlı e-posta adresini yazın; şifrenizi yenilemeniz için bir bağlantı gönderelim.
      </p>
      <TextField
        label="E-posta"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button
        type="submit"
        disabled={busy}
        className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Gönderiliyor...' : 'Sıfırlama Bağlantısı Gönder'}
      </button>
      {back}
    </form>
  );
}
