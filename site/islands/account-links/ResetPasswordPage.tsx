import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/FormField';
import { AUTH_MESSAGES } from '#api/schemas/auth.ts';
import { resetConfirmSchema } from '#api/schemas/password-reset.ts';
import { errorMessage } from '../../lib/api-client';
import { confirmPasswordReset } from '../../stores/account';
import { openAccount } from '../../stores/dialogs';
import { toastError } from '../../stores/toast';

/** /sifre-sifirla?token=…: the new password, with the registration's rules. */
export default function ResetPasswordPage() {
  const [token, setToken] = useState<string | null>(null);
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetConfirmSchema.safeParse({ token, password: form.password });
    if (!parsed.success) return toastError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.passwordShort);
    if (form.password !== form.confirm) return toastError(AUTH_MESSAGES.passwordMismatch);
    setBusy(true);
    try {
      setDone(await confirmPasswordReset(parsed.data.token, parsed.data.password));
      // The used link should not stay in the address bar or the history.
      history.replaceState(null, '', '/sifre-sifirla');
    } catch (error) {
      toastError(errorMessage(error, 'Şifreniz değiştirilemedi. Lütfen tekrar deneyin.'));
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
  if (done) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
          {done}
        </p>
        <button
          type="button"
          onClick={openAccount}
          className="bg-brand-600 hover:bg-brand-700 rounded-lg px-5 py-2.5 font-semibold text-white"
        >
          Giriş Yap
        </button>
      </div>
    );
  }
  if (!token)
    return (
      <p role="alert" className="text-red-700">
        Bağlantıda şifre sıfırlama kodu yok. Lütfen e-postanızdaki bağlantıyı eksiksiz açın.
      </p>
    );
  const field = (key: keyof typeof form) => ({
    name: key,
    type: 'password',
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Yeni şifre" className="space-y-4">
      <TextField label="Yeni Şifre" mark autoComplete="new-password" {...field('password')} />
      <TextField label="Yeni Şifre Tekrar" mark autoComplete="new-password" {...field('confirm')} />
      <button
        type="submit"
        disabled={busy}
        className="bg-brand-600 hover:bg-brand-700 rounded-lg px-5 py-2.5 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Kaydediliyor...' : 'Şifremi Kaydet'}
      </button>
    </form>
  );
}
