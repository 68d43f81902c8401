import { useState, type FormEvent } from 'react';
import { Checkbox, TextField } from '../../components/ui/FormField';
import { errorMessage } from '../../lib/api-client';
import { registerFormError, type RegisterForm as Form } from '#api/schemas/auth.ts';
import { register } from '../../stores/auth';
import { loadCart } from '../../stores/cart';
import { openLegal } from '../../stores/dialogs';
import { toastError, toastSuccess } from '../../stores/toast';

const EMPTY: Form = {
  username: '',
  email: '',
  password: '',
  passwordConfirm: '',
  fullName: '',
  phone: '',
  kvkkConsent: false,
  emailMarketingConsent: false,
};

/** 'Kayıt Ol': the spec's fields and consents; checked here and again on the server with the same rules. */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [busy, setBusy] = useState(false);
  const text = (key: keyof Form) => ({
    name: key,
    value: String(form[key]),
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = registerFormError(form);
    if (invalid) return toastError(invalid);
    setBusy(true);
    try {
      const { passwordConfirm: _, ...payload } = form;
      await register(payload);
      setForm(EMPTY);
      onDone();
      toastSuccess('Hesap oluşturuldu ve giriş yapıldı');
      void loadCart().catch(() => undefined);
    } catch (error) {
      toastError(errorMessage(error, 'Kayıt başarısız'));
    } finally {
      setBusy(false);
    }
  }

  const link = 'text-brand-600 font-medium underline underline-offset-2 hover:text-brand-700';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField label="Kullanıcı Adı" mark autoComplete="username" {...text('username')} />
      <TextField label="Ad Soyad" mark autoComplete="name" {...text('fullName')} />
      <TextField label="E-posta" mark type="email" autoComplete="email" {...text('email')} />
      <TextField label="Telefon" type="tel" autoComplete="tel" {...text('phone')} />
      <TextField label="Şifre" mark type="password" autoComplete="new-password" {...text('password')} />
      <TextField label="Şifre Tekrar" mark type="password" autoComplete="new-password" {...text('passwordConfirm')} />
      <Checkbox
        name="kvkkConsent"
        checked={form.kvkkConsent}
        onChange={(kvkkConsent) => setForm({ ...form, kvkkConsent })}
      >
        <button type="button" className={link} onClick={() => openLegal('kvkk')}>
          Kişisel Verilerin Korunması
        </button>{' '}
        ve{' '}
        <button type="button" className={link} onClick={() => openLegal('privacy')}>
          Gizlilik Politikası
        </button>{' '}
        metinlerini okudum, kabul ediyorum. *
      </Checkbox>
      <Checkbox
        name="emailMarketingConsent"
        checked={form.emailMarketingConsent}
        onChange={(emailMarketingConsent) => setForm({ ...form, emailMarketingConsent })}
      >
        Kampanya ve duyurulardan e-posta ile haberdar olmak istiyorum.
      </Checkbox>
      <button
        type="submit"
        disabled={busy}
        className="bg-brand-600 hover:bg-brand-700 mt-1 rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Kaydediliyor...' : 'Kayıt Ol'}
      </button>
    </form>
  );
}
