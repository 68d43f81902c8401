import type { FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '#api/schemas/account.ts';
import { useForm } from '../../lib/use-form.ts';
import { downloadMyData } from './account-store';
import { PasswordSubmit } from './PasswordSubmit';
import { toastError } from '../../lib/toast';

/** 'Verilerimi İndir': everything about the customer in one file, for the password given again (as deletion asks). */
export function DataExportForm({ className }: { className: string }) {
  const { form, setForm, field, busy, send } = useForm({ exportPassword: '' });

  async function download(event: FormEvent) {
    event.preventDefault();
    if (!form.exportPassword) return toastError(ACCOUNT_MESSAGES.passwordRequired);
    const done = await send(() => downloadMyData(form.exportPassword), 'Verileriniz indirilemedi');
    if (done) setForm({ exportPassword: '' });
  }

  return (
    <form onSubmit={download} noValidate className={className} aria-labelledby="indir-baslik">
      <h3 id="indir-baslik" className="font-semibold">
        Verilerimi İndir
      </h3>
      <p className="text-sm text-slate-600">
        Profiliniz, adresleriniz, siparişleriniz ve onay kayıtlarınız tek bir JSON dosyası olarak indirilir.
        Güvenliğiniz için şifrenizi yeniden girin.
      </p>
      <PasswordSubmit password={field('exportPassword')} busy={busy} pending="Hazırlanıyor...">
        Verilerimi İndir
      </PasswordSubmit>
    </form>
  );
}
