import type { FormEvent } from 'react';
import { Checkbox, TextField } from '../../components/ui/FormField.tsx';
import { primaryButton, SubmitButton } from '../../components/ui/buttons.tsx';
import { useForm } from '../../lib/use-form.ts';
import { registerFormError, type RegisterForm as Form } from '#api/schemas/auth.ts';
import { register } from './auth-store';
import { loadCart } from '../cart/cart-store';
import { openLegal } from '../../lib/dialogs';
import { toastError, toastSuccess } from '../../lib/toast.ts';

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
  const { form, setForm, field: text, busy, send } = useForm<Form>(EMPTY);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = registerFormError(form);
    if (invalid) return toastError(invalid);
    await send(async () => {
      const { passwordConfirm: _, ...payload } = form;
      await register(payload);
      setForm(EMPTY);
      onDone();
      toastSuccess('Hesap oluşturuldu ve giriş yapıldı');
      void loadCart().catch(() => undefined);
    }, 'Kayıt başarısız');
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
      <SubmitButton busy={busy} pending="Kaydediliyor..." className={`${primaryButton} mt-1 px-4 py-2.5`}>
        Kayıt Ol
      </SubmitButton>
    </form>
  );
}
