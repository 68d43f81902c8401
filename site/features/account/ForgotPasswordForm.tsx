import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/FormField.tsx';
import { primaryButton, SubmitButton } from '../../components/ui/buttons.tsx';
import { firstIssue, useForm } from '../../lib/use-form.ts';
import { resetRequestSchema } from '#api/schemas/password-reset.ts';
import { requestPasswordReset } from './account-store';
import { toastError } from '../../lib/toast.ts';

/** 'Şifremi Unuttum': asks for the e-mail address; the answer is the same whether it is registered or not. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { form, field, busy, send } = useForm({ email: '' });
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetRequestSchema.safeParse(form);
    if (!parsed.success) return toastError(firstIssue(parsed.error, 'Geçerli bir e-posta adresi giriniz'));
    await send(
      async () => setSent(await requestPasswordReset(parsed.data.email)),
      'İstek gönderilemedi. Lütfen tekrar deneyin.',
    );
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
      <TextField label="E-posta" type="email" autoComplete="email" {...field('email')} />
      <SubmitButton busy={busy} pending="Gönderiliyor..." className={`${primaryButton} px-4 py-2.5`}>
        Sıfırlama Bağlantısı Gönder
      </SubmitButton>
      {back}
    </form>
  );
}
