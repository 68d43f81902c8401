import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { ChannelStatus } from '#api/schemas/marketplace.ts';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { InputField } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

// 'Kanallar' (issue 51): the Trendyol channel's markup and the units kept back from it, what the
// push and the pull last did, the items Trendyol refused (with its reason) and the order packages
// the shop could not take (unknown barcode, units gone), which wait here and are tried again.

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('tr-TR', { dateStyle: 'short', timeStyle: 'medium' }) : 'henüz yok';

export function ChannelsPanel() {
  const [status, setStatus] = useState<ChannelStatus | null>(null);
  const [markup, setMarkup] = useState('');
  const [buffer, setBuffer] = useState('');
  const [busy, setBusy] = useState(false);

  const show = (s: ChannelStatus) => {
    setStatus(s);
    setMarkup(s.settings.priceMarkupPercent.replace('.', ','));
    setBuffer(String(s.settings.stockBuffer));
  };
  const load = useCallback(
    () =>
      getJson<ChannelStatus>('/api/admin/channels/trendyol').then(show, (e) =>
        toastError(errorMessage(e, 'Trendyol bilgileri yüklenemedi')),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await apiRequest('PUT', '/api/admin/channels/trendyol/settings', {
        priceMarkupPercent: markup,
        stockBuffer: /^\d+$/.test(buffer.trim()) ? Number(buffer.trim()) : -1,
      });
      show((await res.json()) as ChannelStatus);
      toastSuccess('Trendyol ayarları kaydedildi; tüm ürünler yeniden gönderilecek');
    } catch (err) {
      toastError(errorMessage(err, 'Trendyol ayarları kaydedilemedi'));
    } finally {
      setBusy(false);
    }
  }

  if (!status) return <p className="text-sm text-slate-600">Trendyol bilgileri yükleniyor...</p>;
  return (
    <section className="space-y-4" aria-labelledby="channels-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="channels-title" className="text-lg font-semibold">
          Trendyol
        </h2>
        <button type="button" className={btn.small} onClick={() => void load()}>
          Yenile
        </button>
      </div>
      {!status.enabled && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="note">
          Kanal kapalı: TRENDYOL_SELLER_ID, TRENDYOL_API_KEY ve TRENDYOL_API_SECRET ayarlanınca stok ve fiyatlar
          gönderilir, siparişler alınır.
        </p>
      )}
      <form
        onSubmit={save}
        className="grid grid-cols-1 items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3"
      >
        <InputField label="Fiyat farkı (%)" inputMode="decimal" value={markup} onValue={setMarkup} />
        <InputField label="Trendyol’a açılmayan stok (adet)" inputMode="numeric" value={buffer} onValue={setBuffer} />
        <button type="submit" className={btn.primary} disabled={busy}>
          Kaydet
        </button>
      </form>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-lg bg-white p-3">
          <dt className="font-medium">Stok ve fiyat gönderimi</dt>
          <dd>
            Son: {when(status.lastPush.at)} · {status.listedCount.toLocaleString('tr-TR')} ürün listede,{' '}
            {status.pendingCount.toLocaleString('tr-TR')} gönderim bekliyor
          </dd>
          {status.lastPush.error && <dd className="text-red-700">{status.lastPush.error}</dd>}
        </div>
        <div className="rounded-lg bg-white p-3">
          <dt className="font-medium">Sipariş alımı</dt>
          <dd>Son: {when(status.lastPull.at)}</dd>
          {status.lastPull.error && <dd className="text-red-700">{status.lastPull.error}</dd>}
        </div>
      </dl>
      <div>
        <h3 className="font-semibold">Alınamayan siparişler</h3>
        {status.flagged.length === 0 ? (
          <p className="text-sm text-slate-600">Yok.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg bg-white text-sm">
            {status.flagged.map((f) => (
              <li key={f.packageId} className="p-2">
                Sipariş {f.orderNumber} (paket {f.packageId}): <span className="text-red-700">{f.problem}</span> ·{' '}
                {when(f.at)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Trendyol’un reddettiği ürünler</h3>
        {status.errors.length === 0 ? (
          <p className="text-sm text-slate-600">Yok.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg bg-white text-sm">
            {status.errors.map((e) => (
              <li key={e.barcode} className="p-2">
                <span className="font-mono">{e.barcode}</span>: {e.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
