import { useState, type FormEvent } from 'react';
import { linkTokenWait, useLinkToken } from '../../lib/mail-link.tsx';
import { NewPasswordFields } from '../../components/ui/FormField.tsx';
import { primaryButton, SubmitButton } from '../../components/ui/buttons.tsx';
import { firstIssue, useForm } from '../../lib/use-form.ts';
import { AUTH_MESSAGES } from '#api/schemas/auth.ts';
import { resetConfirmSchema } from '#api/schemas/password-reset.ts';
import { confirmPasswordReset } from './account-store';
import { openAccount } from '../../lib/dialogs';
import { toastError } from '../../lib/toast.ts';

/** /sifre-sifirla?token=…: the new password, with the registration's rules. */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const { form, field, busy, send } = useForm({ password: '', confirm: '' });
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetConfirmSchema.safeParse({ token, password: form.password });
    if (!parsed.success) return toastError(firstIssue(parsed.error, AUTH_MESSAGES.passwordShort));
    if (form.password !== form.confirm) return toastError(AUTH_MESSAGES.passwordMismatch);
    await send(async () => {
      setDone(await confirmPasswordReset(parsed.data.token, parsed.data.password));
      // The used link should not stay in the address bar or the history.
      history.replaceState(null, '', '/sifre-sifirla');
    }, 'Şifreniz değiştirilemedi. Lütfen tekrar deneyin.');
  }

  const waiting = linkTokenWait(token);
  if (waiting) return waiting;
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
  return (
    <form onSubmit={submit} noValidate aria-label="Yeni şifre" className="space-y-4">
      <NewPasswordFields password={field('password')} confirm={field('confirm')} />
      <SubmitButton busy={busy} pending="Kaydediliyor..." className={`${primaryButton} px-5 py-2.5`}>
        Şifremi Kaydet
      </SubmitButton>
    </form>
  );
}
