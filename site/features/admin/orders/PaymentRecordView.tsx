import { formatTRY } from '#api/shared/money.ts';
import type { AdminOrderDetail } from '#api/schemas/admin-orders.ts';

const PROVIDERS: Record<string, string> = { iyzico: 'iyzico', sandbox: 'Test sağlayıcısı (sandbox)' };
const FRAUD: Record<string, string> = { '1': 'Geçti', '0': 'İnceleniyor', '-1': 'Reddedildi' };

/** The provider's record of the payment, as far as the provider returned it. */
export function PaymentRecordView({ order }: { order: AdminOrderDetail }) {
  const p = order.payment;
  if (p.method === 'bank_transfer')
    return <p>Ödeme yöntemi: Havale / EFT (yönetici onayı, ayrıntılar durum geçmişinde)</p>;
  if (p.method === 'open_account')
    return <p>Ödeme yöntemi: Cari hesap (vadeli; ödemeler müşterinin cari hesabına kaydedilir)</p>;
  const rows: [string, string | null][] = [
    ['Sağlayıcı', p.provider ? (PROVIDERS[p.provider] ?? p.provider) : null],
    ['Ödeme no', p.paymentId],
    ['Sepet tutarı', p.price ? formatTRY(p.price) : null],
    ['Ödenen tutar', p.paidAmount ? formatTRY(p.paidAmount) : null],
    ['Taksit', p.installment ? (p.installment === 1 ? 'Tek çekim' : `${p.installment} taksit`) : null],
    ['Kart ailesi', [p.cardFamily, p.cardAssociation].filter(Boolean).join(' · ') || null],
    ['Kart son dört hane', p.lastFour ? `•••• ${p.lastFour}` : null],
    ['Sahtecilik kontrolü', p.fraudStatus === null ? null : (FRAUD[String(p.fraudStatus)] ?? String(p.fraudStatus))],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}
