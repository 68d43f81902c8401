import { useEffect, useState } from 'react';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import type { CustomerDetail } from '#api/schemas/admin-customers.ts';
import { ORDER_STATUS_LABELS } from '#api/schemas/admin-orders.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatDateTime } from '#api/shared/date-format.ts';
import { placeLine } from '#api/schemas/addresses.ts';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { InputField, TextAreaField } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { LoadError, Loading } from '../shared/ui';

const path = (key: string) => `/api/admin/customers/${encodeURIComponent(key)}`;

/** The customer page: figures, orders, addresses, consents, trade terms, and the staff's note and tags. */
export function CustomerDialog({ customerKey, onClose }: { customerKey: string; onClose: () => void }) {
  const [data, setData] = useState<CustomerDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [note, setNote] = useState('');
  const [tags, setTags] = useState('');
  const show = (c: CustomerDetail) => {
    setData(c);
    setNote(c.note);
    setTags(c.tags.join(', '));
  };
  useEffect(() => {
    getJson<CustomerDetail>(path(customerKey))
      .then(show)
      .catch(() => setFailed(true));
  }, [customerKey]);
  const save = async (what: 'notes' | 'tags') => {
    try {
      const body =
        what === 'notes'
          ? { note }
          : {
              tags: tags
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean),
            };
      const result = (await (await apiRequest('PUT', `${path(customerKey)}/${what}`, body)).json()) as {
        message: string;
        customer: CustomerDetail;
      };
      toastSuccess(result.message);
      show(result.customer);
    } catch (error) {
      toastError(errorMessage(error, 'Kaydedilemedi'));
    }
  };
  return (
    <Dialog open onClose={onClose} title={data ? data.fullName : 'Müşteri'} className="max-w-3xl">
      {failed && <LoadError text="Müşteri yüklenemedi" onRetry={() => location.reload()} />}
      {!failed && !data && <Loading text="Müşteri yükleniyor..." />}
      {data && (
        <div className="space-y-4 text-sm">
          <p>
            {data.email}
            {data.phone && ` · ${data.phone}`} · {data.kind === 'guest' ? 'Misafir alıcı' : `Üye (${data.username})`}
          </p>
          <p className="font-medium">
            {data.orderCount} ödenmiş sipariş · {formatTRY(data.totalSpent)}
            {data.lastOrderAt && ` · Son sipariş: ${formatDateTime(data.lastOrderAt)}`}
          </p>
          <section>
            <h3 className="font-semibold">Siparişler</h3>
            <ul className="divide-y divide-slate-100">
              {data.orders.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-2 py-1">
                  <span className="font-mono">{o.orderNumber}</span>
                  <span>{formatDateTime(o.createdAt)}</span>
                  <span>{ORDER_STATUS_LABELS[o.status]}</span>
                  <span className="font-semibold">{formatTRY(o.totalAmount)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-semibold">Adresler</h3>
            {data.addresses.length === 0 && <p className="text-slate-500">Kayıtlı adres yok.</p>}
            <ul>
              {data.addresses.map((a, i) => (
                <li key={i}>
                  <strong>{a.title}</strong>: {a.fullName}, {a.address}, {placeLine(a.postalCode, a.city, a.district)}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-semibold">Onaylar</h3>
            <p>Ticari ileti izni: {data.marketingConsent ? 'Var' : 'Yok'}</p>
            <ul>
              {data.consents.map((c, i) => (
                <li key={i}>
                  {formatDateTime(c.createdAt)}: {c.kind} – {c.granted ? 'onaylandı' : 'onaylanmadı'} (sürüm{' '}
                  {c.textVersion}){c.orderNumber && ` · ${c.orderNumber}`}
                </li>
              ))}
            </ul>
          </section>
          {data.tradeTerms && (
            <section>
              <h3 className="font-semibold">Kurumsal Hesap</h3>
              <p>
                {data.tradeTerms.companyName} · VKN {data.tradeTerms.taxNumber} · {data.tradeTerms.taxOffice}
                {data.tradeTerms.priceGroup && ` · Fiyat grubu: ${data.tradeTerms.priceGroup}`}
                {data.tradeTerms.creditLimit &&
                  ` · Cari limit ${formatTRY(data.tradeTerms.creditLimit)}, ${data.tradeTerms.paymentTermDays} gün vade`}
              </p>
            </section>
          )}
          <section className="space-y-2 rounded-lg bg-slate-50 p-3">
            <TextAreaField label="Müşteri notu (yalnızca yöneticiler görür)" value={note} onValue={setNote} />
            <button type="button" className={btn.small} onClick={() => void save('notes')}>
              Notu Kaydet
            </button>
            <InputField label="Etiketler (virgülle ayırın)" value={tags} onValue={setTags} />
            <button type="button" className={btn.small} onClick={() => void save('tags')}>
              Etiketleri Kaydet
            </button>
            {data.notesUpdatedAt && (
              <p className="text-xs text-slate-500">
                Son değişiklik: {data.notesUpdatedBy ?? 'silinmiş yönetici'}, {formatDateTime(data.notesUpdatedAt)}
              </p>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
