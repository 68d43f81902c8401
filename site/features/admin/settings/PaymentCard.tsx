import { useEffect, useState, type FormEvent } from 'react';
import type { SettingsMap } from '#api/schemas/settings.ts';
import { isTurkishIban, normaliseIban } from '#api/shared/iban.ts';
import {
  BANK_ACCOUNTS_KEY,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  TRANSFER_DISCOUNT_KEY,
  bankAccountsOf,
  methodSettingKey,
  paymentOptionsFrom,
  type BankAccount,
  type PaymentMethod,
} from '#api/shared/payment-methods.ts';
import { useSave } from '../shared/useSave';
import { CheckboxField, InputField } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { saveSetting } from './save-setting';

const EMPTY: BankAccount = { bankName: '', iban: '', accountHolder: '' };

/** 'Ödeme Yöntemleri': which methods the checkout offers, the transfer accounts and the transfer discount. */
export function PaymentCard({ settings, onSaved }: { settings: SettingsMap; onSaved: () => void }) {
  const initial = () => {
    const options = paymentOptionsFrom((key) => settings[key]);
    const on = (m: PaymentMethod) => {
      const v = settings[methodSettingKey(m)];
      return v ? v === 'true' : m === 'card';
    };
    return {
      card: on('card'),
      bankTransfer: on('bank_transfer'),
      openAccount: on('open_account'),
      accounts: bankAccountsOf(settings[BANK_ACCOUNTS_KEY]),
      discount: options.bankTransferDiscount,
    };
  };
  const [form, setForm] = useState(initial);
  const [ibanErrors, setIbanErrors] = useState<Record<number, string>>({});
  const { busy, run } = useSave();
  useEffect(() => setForm(initial()), [settings]);

  const setAccount = (i: number, patch: Partial<BankAccount>) =>
    setForm((f) => ({ ...f, accounts: f.accounts.map((a, j) => (j === i ? { ...a, ...patch } : a)) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<number, string> = {};
    form.accounts.forEach((a, i) => {
      if (!isTurkishIban(normaliseIban(a.iban))) errors[i] = PAYMENT_MESSAGES.iban;
    });
    setIbanErrors(errors);
    if (Object.keys(errors).length) return;
    const saved = await run(
      async () => {
        await saveSetting(BANK_ACCOUNTS_KEY, JSON.stringify(form.accounts));
        await saveSetting(TRANSFER_DISCOUNT_KEY, form.discount || '0');
        await saveSetting(methodSettingKey('card'), String(form.card));
        await saveSetting(methodSettingKey('bank_transfer'), String(form.bankTransfer));
        await saveSetting(methodSettingKey('open_account'), String(form.openAccount));
      },
      'Ödeme ayarları güncellendi',
      'Ödeme ayarları güncellenemedi',
    );
    if (saved) onSaved();
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      aria-label="Ödeme yöntemleri"
    >
      <h3 className="font-semibold">Ödeme Yöntemleri</h3>
      <div className="flex flex-wrap gap-6">
        <CheckboxField
          label={PAYMENT_METHOD_LABELS.card}
          checked={form.card}
          onChecked={(card) => setForm((f) => ({ ...f, card }))}
        />
        <CheckboxField
          label={PAYMENT_METHOD_LABELS.bank_transfer}
          checked={form.bankTransfer}
          onChecked={(bankTransfer) => setForm((f) => ({ ...f, bankTransfer }))}
        />
        <CheckboxField
          label={PAYMENT_METHOD_LABELS.open_account}
          checked={form.openAccount}
          onChecked={(openAccount) => setForm((f) => ({ ...f, openAccount }))}
        />
      </div>
      <p className="text-xs text-slate-600">
        Cari hesap yalnızca Müşteriler bölümünde kredi limiti ve vade tanımlanan onaylı kurumsal müşterilere gösterilir.
      </p>
      <div className="max-w-xs">
        <InputField
          label="Havale / EFT İndirimi (%)"
          hint="KDV'den önce uygulanır; 0 indirim yok demektir."
          inputMode="decimal"
          value={form.discount}
          onValue={(discount) => setForm((f) => ({ ...f, discount }))}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Banka Hesapları</legend>
        {form.accounts.length === 0 && <p className="text-sm text-slate-600">{PAYMENT_MESSAGES.noAccounts}</p>}
        {form.accounts.map((a, i) => (
          <div key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
            <InputField label="Banka Adı" value={a.bankName} onValue={(bankName) => setAccount(i, { bankName })} />
            <div>
              <InputField
                label="IBAN"
                value={a.iban}
                placeholder="TR00 0000 0000 0000 0000 0000 00"
                aria-invalid={!!ibanErrors[i]}
                onValue={(iban) => setAccount(i, { iban })}
              />
              {ibanErrors[i] && (
                <p role="alert" className="mt-1 text-xs text-red-700">
                  {ibanErrors[i]}
                </p>
              )}
            </div>
            <InputField
              label="Hesap Sahibi"
              value={a.accountHolder}
              onValue={(accountHolder) => setAccount(i, { accountHolder })}
            />
            <button
              type="button"
              className={`${btn.danger} sm:col-span-3 sm:justify-self-end`}
              onClick={() => setForm((f) => ({ ...f, accounts: f.accounts.filter((_, j) => j !== i) }))}
            >
              Hesabı Kaldır
            </button>
          </div>
        ))}
        <button
          type="button"
          className={btn.secondary}
          onClick={() => setForm((f) => ({ ...f, accounts: [...f.accounts, EMPTY] }))}
        >
          Hesap Ekle
        </button>
      </fieldset>
      <SubmitButton busy={busy} pending="Kaydediliyor..." className={btn.primary}>
        Ödeme Ayarlarını Kaydet
      </SubmitButton>
    </form>
  );
}
