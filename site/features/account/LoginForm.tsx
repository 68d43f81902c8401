import type { FormEvent } from 'react';
import { TextField } from '../../components/ui/FormField.tsx';
import { primaryButton, SubmitButton } from '../../components/ui/buttons.tsx';
import { useForm } from '../../lib/use-form.ts';
import { loginError } from '#api/schemas/auth.ts';
import { logIn } from './auth-store';
import { loadCart } from '../cart/cart-store';
import { toastError, toastSuccess } from '../../lib/toast.ts';

const EMPTY = { username: '', password: '' };

/** 'Giriş Yap': username and password; the guest cart joins the customer's cart on the server. */
export function LoginForm({ onDone, onForgot }: { onDone: () => void; onForgot: () => void }) {
  const { form, setForm, field, busy, send } = useForm(EMPTY);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = loginError(form);
    if (invalid) return toastError(invalid);
    await send(async () => {
      const user = await logIn(form);
      setForm(EMPTY);
      onDone();
      toastSuccess(user.isAdmin ? 'Admin paneline hoş geldiniz!' : 'Giriş yapıldı');
      void loadCart().catch(() => undefined);
    }, 'Giriş başarısız');
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Kullanıcı Adı" autoComplete="username" {...field('username')} />
      <TextField label="Şifre" type="password" autoComplete="current-password" {...field('password')} />
      <SubmitButton busy={busy} pending="Giriş yapılıyor..." className={`${primaryButton} px-4 py-2.5`}>
        Giriş Yap
      </SubmitButton>
      <button
        type="button"
        onClick={onForgot}
        className="text-brand-600 self-center text-sm font-medium underline underline-offset-2"
      >
        Şifremi Unuttum
      </button>
    </form>
  );
}
