import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/FormField';
import { profileSchema, type AccountProfile } from '#api/schemas/account.ts';
import { errorMessage } from '../../lib/api-client';
import { loadProfile, saveProfile } from '../../stores/account';
import { loadUser } from '../../stores/auth';
import { toastError, toastSuccess } from '../../stores/toast';

/** 'Hesap Bilgileri': name, phone and e-mail; a new e-mail address asks for the password. */
export function ProfilePanel() {
  const [profile, setProfile] = useState<AccountProfile | null>(null);
  const [form, setForm] = useState({ fullName: '', phone: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
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
    if (!parsed.success) return toastError(parsed.error.issues[0]?.message ?? 'Bilgiler kaydedilemedi');
    setBusy(true);
    try {
      show(await saveProfile({ ...parsed.data, phone: parsed.data.phone ?? '' }));
      void loadUser(true).catch(() => undefined);
      toastSuccess('Hesap bilgileriniz güncellendi');
    } catch (error) {
      toastError(errorMessage(error, 'Bilgiler kaydedilemedi'));
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof typeof form) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Hesap Bilgileri" className="max-w-lg space-y-3">
      <h2 className="text-xl font-semibold">Hesap Bilgileri</h2>
      <p className="text-sm text-slate-600">
        Kullanıcı adı: <strong>{profile.username}</strong>
      </p>
      <TextField label="Ad Soyad" mark autoComplete="name" {...field('fullName')} />
      <TextField label="Telefon" type="tel" autoComplete="tel" {...field('phone')} />
      <TextField label="E-posta" mark type="email" autoComplete="email" {...field('email')} />
      {emailChanges && (
        <TextField
          label="Mevcut Şifreniz (e-posta değişikliği için)"
          mark
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
      )}
      <button
        type="submit"
        disabled={busy}
        className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Kaydediliyor...' : 'Bilgilerimi Kaydet'}
      </button>
    </form>
  );
}
