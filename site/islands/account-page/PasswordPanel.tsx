import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/FormField';
import { AUTH_MESSAGES } from '#api/schemas/auth.ts';
import { passwordChangeSchema } from '#api/schemas/auth.ts';
import { errorMessage } from '../../lib/api-client';
import { changePassword } from '../../stores/account';
import { toastError, toastSuccess } from '../../stores/toast';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** 'Şifre Değiştir': PUT /api/account/password, which also ends the account's other sessions. */
export function PasswordPanel() {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(form);
    if (!parsed.success) return toastError(parsed.error.issues[0]?.message ?? 'Şifre değiştirilemedi');
    if (form.newPassword !== form.confirm) return toastError(AUTH_MESSAGES.passwordMismatch);
    setBusy(true);
    try {
      await changePassword(parsed.data.currentPassword, parsed.data.newPassword);
      setForm(EMPTY);
      toastSuccess('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.');
    } catch (error) {
      toastError(errorMessage(error, 'Şifre değiştirilemedi'));
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof typeof form) => ({
    name: key,
    type: 'password',
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Şifre Değiştir" className="max-w-lg space-y-3">
      <h2 className="text-xl font-semibold">Şifre Değiştir</h2>
      <TextField label="Mevcut Şifre" mark autoComplete="current-password" {...field('currentPassword')} />
      <TextField label="Yeni Şifre" mark autoComplete="new-password" {...field('newPassword')} />
      <TextField label="Yeni Şifre Tekrar" mark autoComplete="new-password" {...field('confirm')} />
      <button
        type="submit"
        disabled={busy}
        className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Kaydediliyor...' : 'Şifremi Değiştir'}
      </button>
    </form>
  );
}
