import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/FormField.tsx';
import { SubmitButton } from '../../components/ui/buttons.tsx';
import { EMAIL_VERIFICATION_MESSAGES, profileSchema, type AccountProfile } from '#api/schemas/account.ts';
import { firstIssue, useForm } from '../../lib/use-form.ts';
import { loadProfile, resendEmailVerification, saveProfile } from './account-store';
import { loadUser } from './auth-store';
import { toastError, toastSuccess } from '../../lib/toast';
import { errorMessage } from '../../lib/api-client';

/** 'Hesap Bilgileri': name, phone and e-mail; a new e-mail address asks for the password. */
export function ProfilePanel() {
  const [profile, setProfile] = useState<AccountProfile | null>(null);
  const { form, setForm, field, busy, send } = useForm({ fullName: '', phone: '', email: '', password: '' });
  const show = (p: AccountProfile) => {
    setProfile(p);
    setForm({ fullName: p.fullName, phone: p.phone ?? '', email: p.email, password: '' });
  };
  useEffect(() => {
    loadProfile().then(show, () => toastError('Hesap bilgileriniz yüklenemedi'));
  }, []);

  if (!profile)
    return (
      <p role="status" className="text-slate-600">
        Yükleniyor...
      </p>
    );
  const emailChanges = form.email.trim().toLowerCase() !== profile.email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = profileSchema.safeParse({ ...form, password: emailChanges ? form.password : undefined });
    if (!parsed.success) return toastError(firstIssue(parsed.error, 'Bilgiler kaydedilemedi'));
    await send(async () => {
      show(await saveProfile({ ...parsed.data, phone: parsed.data.phone ?? '' }));
      void loadUser(true).catch(() => undefined);
      toastSuccess('Hesap bilgileriniz güncellendi');
    }, 'Bilgiler kaydedilemedi');
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Hesap Bilgileri" className="max-w-lg space-y-3">
      <h2 className="text-xl font-semibold">Hesap Bilgileri</h2>
      <p className="text-sm text-slate-600">
        Kullanıcı adı: <strong>{profile.username}</strong>
      </p>
      <TextField label="Ad Soyad" mark autoComplete="name" {...field('fullName')} />
      <TextField label="Telefon" type="tel" autoComplete="tel" {...field('phone')} />
      <TextField label="E-posta" mark type="email" autoComplete="email" {...field('email')} />
      {!profile.emailVerified && <UnverifiedNote />}
      {emailChanges && (
        <TextField
          label="Mevcut Şifreniz (e-posta değişikliği için)"
          mark
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
      )}
      <SubmitButton busy={busy} pending="Kaydediliyor...">
        Bilgilerimi Kaydet
      </SubmitButton>
    </form>
  );
}

/** Until the address is proved, nothing the shop sends on its own goes there (decision 0343). */
function UnverifiedNote() {
  const [sending, setSending] = useState(false);
  async function resend() {
    setSending(true);
    try {
      toastSuccess(await resendEmailVerification());
    } catch (error) {
      toastError(errorMessage(error, 'Bağlantı gönderilemedi. Lütfen tekrar deneyin.'));
    } finally {
      setSending(false);
    }
  }
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{EMAIL_VERIFICATION_MESSAGES.unverified}</p>
      <button
        type="button"
        disabled={sending}
        onClick={() => void resend()}
        className="mt-2 min-h-11 rounded-lg border border-amber-400 bg-white px-4 py-2 font-medium text-amber-900 hover:bg-amber-100 disabled:opacity-60"
      >
        Doğrulama bağlantısını yeniden gönder
      </button>
    </div>
  );
}
