import type { ReactNode } from 'react';
import { TextField } from '../../components/ui/FormField.tsx';
import { SubmitButton } from '../../components/ui/buttons.tsx';

/** What `useForm`'s `field` gives a text control. */
type BoundInput = { name: string; value: string; onChange: (e: { target: { value: string } }) => void };

const LOOKS = {
  plain: 'rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60',
  danger: 'rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60',
};

/** 'Şifreniz' asked again and the button of a step on the whole account ('Verilerimi İndir', 'Hesabımı Sil'). */
export function PasswordSubmit({
  password,
  busy,
  pending,
  look = 'plain',
  children,
}: {
  password: BoundInput;
  busy: boolean;
  pending: string;
  look?: keyof typeof LOOKS;
  children: ReactNode;
}) {
  return (
    <>
      <TextField label="Şifreniz" type="password" autoComplete="current-password" {...password} />
      <SubmitButton busy={busy} pending={pending} className={LOOKS[look]}>
        {children}
      </SubmitButton>
    </>
  );
}
