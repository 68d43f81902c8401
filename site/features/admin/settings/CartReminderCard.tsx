import { useState, type FormEvent } from 'react';
import {
  CART_REMINDER_HOURS_KEY,
  DEFAULT_CART_REMINDER_HOURS,
  settingMessages as m,
} from '#api/schemas/admin-settings.ts';
import { useSave } from '../shared/useSave';
import { InputField } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { saveSetting } from './save-setting';

/** How long a consenting customer's cart waits untouched before its one reminder (decision 0310). */
export function CartReminderCard({ current, onSaved }: { current: string | undefined; onSaved: () => void }) {
  const [hours, setHours] = useState(current ?? String(DEFAULT_CART_REMINDER_HOURS));
  const { busy, run } = useSave();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => saveSetting(CART_REMINDER_HOURS_KEY, hours), m.cartReminderUpdated, m.cartReminderFailed))
      onSaved();
  };
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">Sepet Hatırlatma</h3>
      <p className="mt-1 text-xs text-slate-500">
        Ticari ileti izni veren üyelere, sepetleri bu kadar saat dokunulmadan kalınca bir kez hatırlatma e-postası
        gider. 0 yazarsanız hatırlatma gönderilmez.
      </p>
      <div className="mt-3 max-w-xs">
        <InputField label="Bekleme süresi (saat)" inputMode="numeric" value={hours} onValue={setHours} />
      </div>
      <SubmitButton busy={busy} pending="Kaydediliyor..." className={`${btn.primary} mt-4`}>
        Kaydet
      </SubmitButton>
    </form>
  );
}
