import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/FormField.tsx';
import { SubmitButton } from '../../components/ui/buttons.tsx';
import { formatDateTime } from '#api/shared/date-format.ts';
import {
  TRADE_MESSAGES,
  TRADE_STATUS_LABELS,
  tradeApplicationSchema,
  type MyTradeState,
  type TradeApplication,
} from '#api/features/trade/schemas.ts';
import { firstIssue, useForm } from '../../lib/use-form.ts';
import { applyForTradeAccount, loadTradeState } from './account-store';
import { toastError, toastSuccess } from '../../lib/toast';

const TONES = {
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  approved: 'border-green-200 bg-green-50 text-green-900',
  rejected: 'border-red-200 bg-red-50 text-red-900',
};

/** The latest application's state; a rejection shows the admin's note. */
function ApplicationState({ application: a }: { application: TradeApplication }) {
  return (
    <div role="status" className={`rounded-xl border p-4 text-sm ${TONES[a.status]}`}>
      <p className="font-semibold">
        Başvuru durumu: <span>{TRADE_STATUS_LABELS[a.status]}</span>
      </p>
      <p className="mt-1">
        {a.companyName} · VKN {a.taxNumber} · {formatDateTime(a.createdAt)}
      </p>
      {a.status === 'rejected' && a.decisionNote && <p className="mt-2">Gerekçe: {a.decisionNote}</p>}
    </div>
  );
}

/** 'Kurumsal Hesap': apply with the company's invoice identity; one open application at a time. */
export function TradeAccountPanel() {
  const [state, setState] = useState<MyTradeState | null>(null);
  const { form, field, busy, send } = useForm({ companyName: '', taxNumber: '', taxOffice: '', phone: '', note: '' });
  useEffect(() => {
    loadTradeState().then(setState, () => toastError('Kurumsal hesap bilgileriniz yüklenemedi'));
  }, []);

  if (!state)
    return (
      <p role="status" className="text-slate-600">
        Yükleniyor...
      </p>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = tradeApplicationSchema.safeParse(form);
    if (!parsed.success) return toastError(firstIssue(parsed.error, 'Başvuru gönderilemedi'));
    await send(async () => {
      setState(await applyForTradeAccount(form));
      toastSuccess(TRADE_MESSAGES.applied);
    }, 'Başvuru gönderilemedi');
  }

  const { application, account } = state;
  const canApply = !account && application?.status !== 'pending';
  return (
    <div className="max-w-lg space-y-4">
      <h2 className="text-xl font-semibold">Kurumsal Hesap</h2>
      <p className="text-sm text-slate-600">
        Elektrikçi, müteahhit veya firma olarak alışveriş yapıyorsanız kurumsal hesap için başvurun: onaylandığında size
        özel fiyatlarla alışveriş yapar, siparişlerinizi firmanız adına faturalandırırsınız.
      </p>
      {account && (
        <div className="rounded-xl border border-slate-200 p-4 text-sm">
          <p className="font-semibold">Kurumsal hesabınız açık</p>
          <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-1">
            <dt className="text-slate-600">Firma Unvanı</dt>
            <dd>{account.companyName}</dd>
            <dt className="text-slate-600">Vergi No</dt>
            <dd>{account.taxNumber}</dd>
            <dt className="text-slate-600">Vergi Dairesi</dt>
            <dd>{account.taxOffice}</dd>
            <dt className="text-slate-600">Telefon</dt>
            <dd>{account.phone}</dd>
          </dl>
        </div>
      )}
      {application && <ApplicationState application={application} />}
      {canApply && (
        <form onSubmit={submit} noValidate aria-label="Kurumsal hesap başvurusu" className="space-y-3">
          <TextField label="Firma Unvanı" mark autoComplete="organization" {...field('companyName')} />
          <TextField label="Vergi Numarası (VKN)" mark inputMode="numeric" maxLength={13} {...field('taxNumber')} />
          <TextField label="Vergi Dairesi" mark {...field('taxOffice')} />
          <TextField label="Firma Telefonu" mark type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label="Notunuz (isteğe bağlı)" {...field('note')} />
          <SubmitButton busy={busy} pending="Gönderiliyor...">
            Başvuruyu Gönder
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
