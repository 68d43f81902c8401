import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { InputField } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { formatDate, formatDateTime, isoDay } from '#api/shared/date-format.ts';
import { formatTRY } from '#api/shared/money.ts';
import { OPEN_ACCOUNT_MESSAGES as m, type AdminAccountView } from '#api/features/open-account/schemas.ts';
import { StatementView } from '../../open-account/StatementView';
import { LoadError, Loading } from '../shared/ui';
import { useSave } from '../shared/useSave';
import { useCan } from '../shared/useCan';
import { loadOpenAccount, recordAccountPayment, saveAccountTerms } from './customers-store';

interface Props {
  customer: { id: number; fullName: string };
  onClose: () => void;
}

/** 'Cari Hesap' of one customer: the limit and term, payments received, and the statement (mounted while open). */
export function OpenAccountDialog({ customer, onClose }: Props) {
  const [view, setView] = useState<AdminAccountView | null>(null);
  const [failed, setFailed] = useState(false);
  const [terms, setTerms] = useState({ creditLimit: '', paymentTermDays: '' });
  const [payment, setPayment] = useState({ amount: '', paidAt: isoDay(new Date()), note: '' });
  const { busy, run } = useSave();
  // The limit and term decide the shop's risk: the owner sets them, the other staff read them.
  const setsTerms = useCan('PUT', '/api/admin/customers/:id/account-terms');

  const show = (v: AdminAccountView) => {
    setView(v);
    setTerms({
      creditLimit: v.terms ? v.terms.creditLimit.replace('.', ',') : '',
      paymentTermDays: v.terms ? String(v.terms.paymentTermDays) : '30',
    });
  };
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadOpenAccount(customer.id).then(
      (v) => live && show(v),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [customer.id, attempt]);
  const reload = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  const submitTerms = async (e: FormEvent) => {
    e.preventDefault();
    await run(
      async () => {
        await saveAccountTerms(customer.id, terms.creditLimit, Number(terms.paymentTermDays));
        show(await loadOpenAccount(customer.id));
      },
      m.termsSaved,
      'Cari hesap koşulları kaydedilemedi',
    );
  };
  const submitPayment = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await run(
      async () => show(await recordAccountPayment(customer.id, { ...payment, amount: payment.amount })),
      m.paymentRecorded,
      'Ödeme kaydedilemedi',
    );
    if (saved) setPayment((p) => ({ ...p, amount: '', note: '' }));
  };

  return (
    <Dialog open onClose={onClose} title={`Cari Hesap: ${customer.fullName}`} className="max-w-3xl">
      {failed && <LoadError text="Cari hesap yüklenemedi" onRetry={reload} />}
      {!failed && !view && <Loading text="Cari hesap yükleniyor..." />}
      {view && !view.trade && <p className="text-sm text-slate-600">{m.notTrade}.</p>}
      {view?.trade && (
        <div className="space-y-6">
          {!setsTerms && (
            <section aria-label="Cari hesap koşulları" className="space-y-1 text-sm">
              <h3 className="font-semibold">Kredi Limiti ve Vade</h3>
              <p>
                {view.terms
                  ? `${formatTRY(view.terms.creditLimit)} limit, ${view.terms.paymentTermDays.toLocaleString('tr-TR')} gün vade`
                  : 'Cari hesap açılmadı.'}
              </p>
            </section>
          )}
          {setsTerms && (
            <form onSubmit={submitTerms} aria-label="Cari hesap koşulları" className="space-y-3">
              <h3 className="font-semibold">Kredi Limiti ve Vade</h3>
              <div className="grid gap-3 sm:grid-cols-2">
                <InputField
                  label="Kredi Limiti (₺)"
                  required
                  inputMode="decimal"
                  hint="0 yeni cari hesap siparişini durdurur."
                  value={terms.creditLimit}
                  onValue={(creditLimit) => setTerms((t) => ({ ...t, creditLimit }))}
                />
                <InputField
                  label="Vade (gün)"
                  required
                  type="number"
                  min={1}
                  max={365}
                  value={terms.paymentTermDays}
                  onValue={(paymentTermDays) => setTerms((t) => ({ ...t, paymentTermDays }))}
                />
              </div>
              {view.terms && (
                <p className="text-xs text-slate-500">
                  Son değişiklik: {view.terms.changedBy ?? 'silinmiş yönetici'}, {formatDateTime(view.terms.changedAt)}
                </p>
              )}
              <button type="submit" className={btn.primary} disabled={busy}>
                {view.terms ? 'Koşulları Güncelle' : 'Cari Hesap Aç'}
              </button>
            </form>
          )}
          {view.statement && (
            <form onSubmit={submitPayment} aria-label="Cari hesap ödemesi" className="space-y-3">
              <h3 className="font-semibold">Ödeme Kaydet</h3>
              <div className="grid gap-3 sm:grid-cols-3">
                <InputField
                  label="Tutar (₺)"
                  required
                  inputMode="decimal"
                  value={payment.amount}
                  onValue={(amount) => setPayment((p) => ({ ...p, amount }))}
                />
                <InputField
                  label="Ödeme Tarihi"
                  required
                  type="date"
                  value={payment.paidAt}
                  onValue={(paidAt) => setPayment((p) => ({ ...p, paidAt }))}
                />
                <InputField
                  label="Açıklama"
                  maxLength={1000}
                  value={payment.note}
                  onValue={(note) => setPayment((p) => ({ ...p, note }))}
                />
              </div>
              <button type="submit" className={btn.primary} disabled={busy}>
                Ödemeyi Kaydet
              </button>
            </form>
          )}
          {view.statement && (
            <section aria-label="Cari hesap ekstresi" className="space-y-2">
              <h3 className="font-semibold">Ekstre</h3>
              <StatementView statement={view.statement} filesPath={`/api/admin/customers/${customer.id}/statement`} />
            </section>
          )}
          {view.payments.length > 0 && (
            <section aria-label="Kaydedilen ödemeler" className="space-y-1 text-sm">
              <h3 className="font-semibold">Kaydedilen Ödemeler</h3>
              <ul className="space-y-1">
                {view.payments.map((p) => (
                  <li key={p.id}>
                    {formatDate(p.paidAt)} · {formatTRY(p.amount)}
                    {p.note && ` · ${p.note}`}{' '}
                    <span className="text-xs text-slate-500">
                      ({p.recordedBy ?? 'silinmiş yönetici'}, {formatDateTime(p.createdAt)})
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
