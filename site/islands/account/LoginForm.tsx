import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/FormField';
import { errorMessage } from '../../lib/api-client';
import { loginError } from '#api/schemas/auth.ts';
import { logIn } from '../../stores/auth';
import { loadCart } from '../../stores/cart';
import { toastError, toastSuccess } from '../../stores/toast';

const EMPTY = { username: '', password: '' };

/** 'Giriş Yap': username and password; the guest cart joins the customer's cart on the server. */
export function LoginForm({ onDone, onForgot }: { onDone: () => void; onForgot: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = loginError(form);
    if (invalid) return toastError(invalid);
    setBusy(true);
    try {
      const user = await logIn(form);
      setForm(EMPTY);
      onDone();
      toastSuccess(user.isAdmin ? 'Admin paneline hoş geldiniz!' : 'Giriş yapıldı');
      void loadCart().catch(() => undefined);
    } catch (error) {
      toastError(errorMessage(error, 'Giriş başarısız'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Kullanıcı Adı"
        name="username"
        autoComplete="username"
        value={form.username}
        onChange={(e) => setForm({ ...form, username: e.target.value })}
      />
      <TextField
        label="Şifre"
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(e) => setForm({ ...form, password: e.target.value })}
      />
      <button
        type="submit"
        disabled={busy}
        className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </button>
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
