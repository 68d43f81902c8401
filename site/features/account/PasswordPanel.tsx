import type { FormEvent } from 'react';
import { NewPasswordFields, TextField } from '../../components/ui/FormField.tsx';
import { SubmitButton } from '../../components/ui/buttons.tsx';
import { AUTH_MESSAGES, passwordChangeSchema } from '#api/schemas/auth.ts';
import { firstIssue, useForm } from '../../lib/use-form.ts';
import { changePassword } from './account-store.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** 'Şifre Değiştir': PUT /api/account/password, which also ends the account's other sessions. */
export function PasswordPanel() {
  const { form, setForm, field, busy, send } = useForm(EMPTY);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(form);
    if (!parsed.success) return toastError(firstIssue(parsed.error, 'Şifre değiştirilemedi'));
    if (form.newPassword !== form.confirm) return toastError(AUTH_MESSAGES.passwordMismatch);
    await send(async () => {
      await changePassword(parsed.data.currentPassword, parsed.data.newPassword);
      setForm(EMPTY);
      toastSuccess('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.');
    }, 'Şifre değiştirilemedi');
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Şifre Değiştir" className="max-w-lg space-y-3">
      <h2 className="text-xl font-semibold">Şifre Değiştir</h2>
      <TextField
        label="Mevcut Şifre"
        mark
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <NewPasswordFields password={field('newPassword')} confirm={field('confirm')} />
      <SubmitButton busy={busy} pending="Kaydediliyor...">
        Şifremi Değiştir
      </SubmitButton>
    </form>
  );
}
