import { useId, useState, type FormEvent } from 'react';
import { apiForm, apiRequest, errorMessage } from '#site/lib/api-client.ts';
import {
  MAX_RETURN_PHOTOS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  returnRequestSchema,
  trDay,
  type ReturnOptions,
  type ReturnReason,
} from '#api/schemas/returns.ts';
import { primaryButton, SubmitButton } from '#site/components/ui/buttons.tsx';

const FAILED = 'İade talebi gönderilemedi. Lütfen tekrar deneyin.';

/**
 * 'İade / Cayma Talebi': the lines and quantities to send back and the reason. The same schema
 * as the API checks it first; the server's Turkish answer (the 14 days, a cut cable) is shown as is.
 */
export function ReturnRequestForm({
  orderNumber,
  options,
  onDone,
}: {
  orderNumber: string;
  options: ReturnOptions;
  /** Called once the request is recorded, with a note when its photos could not be added. */
  onDone: (note: string | null) => void;
}) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const items = options.items.filter((i) => i.quantityLeft > 0);

  const sendPhotos = async (returnNumber: string): Promise<string | null> => {
    const form = new FormData();
    for (const file of photos) form.append('photos', file);
    try {
      await apiForm(
        'POST',
        `/api/orders/${encodeURIComponent(orderNumber)}/returns/${encodeURIComponent(returnNumber)}/photos`,
        form,
      );
      return null;
    } catch (err) {
      return `Talebiniz alındı, ancak fotoğraflar eklenemedi: ${errorMessage(err, 'lütfen daha küçük görseller deneyin')}`;
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const lines = items
      .map((i) => ({ orderItemId: i.orderItemId, quantity: Number(quantities[i.orderItemId] || 0) }))
      .filter((l) => l.quantity > 0);
    const parsed = returnRequestSchema.safeParse({ lines, reason: reason ?? undefined, note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? RETURN_MESSAGES.lines);
    setBusy(true);
    setError(null);
    try {
      const res = await apiRequest('POST', `/api/orders/${encodeURIComponent(orderNumber)}/returns`, parsed.data);
      const created = (await res.json()) as { returnNumber: string };
      onDone(photos.length > 0 ? await sendPhotos(created.returnNumber) : null);
    } catch (err) {
      setError(errorMessage(err, FAILED));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-4 space-y-4"
      aria-describedby={error ? errorId : undefined}
      noValidate
    >
      <p className="text-sm text-slate-700">
        {options.withdrawalOpen
          ? `Cayma hakkınızı ${trDay(options.withdrawalLastDay)} tarihine kadar gerekçe göstermeden kullanabilirsiniz.`
          : `Gerekçesiz cayma süresi ${trDay(options.withdrawalLastDay)} tarihinde sona erdi; hasarlı, kusurlu veya yanlış ürünler için talep oluşturabilirsiniz.`}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">İade edilecek ürünler ve adetleri</legend>
        {items.map((i) => (
          <div key={i.orderItemId} className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={`return-qty-${i.orderItemId}`} className="min-w-0 flex-1 text-sm">
              {i.name}
              {!i.withdrawable && (
                <span className="block text-xs text-amber-800">Kesim/özel üretim: cayma hakkı kapsamı dışında</span>
              )}
            </label>
            <select
              id={`return-qty-${i.orderItemId}`}
              value={quantities[i.orderItemId] ?? '0'}
              onChange={(e) => setQuantities({ ...quantities, [i.orderItemId]: e.target.value })}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            >
              {Array.from({ length: Math.min(i.quantityLeft, 100) + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'İade yok' : `${n} adet`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold">İade nedeni</legend>
        {RETURN_REASONS.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="return-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            {RETURN_REASON_LABELS[r]}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="return-note" className="text-sm font-medium text-slate-700">
          Açıklama {reason === 'other' ? '(zorunlu)' : '(isteğe bağlı)'}
        </label>
        <textarea
          id="return-note"
          value={note}
          maxLength={2000}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-base"
        />
      </div>
      {(reason === 'damaged' || reason === 'wrong_item') && (
        <div className="flex flex-col gap-1">
          <label htmlFor="return-photos" className="text-sm font-medium text-slate-700">
            Fotoğraflar (isteğe bağlı, en fazla {MAX_RETURN_PHOTOS})
          </label>
          <input
            id="return-photos"
            type="file"
            accept="image/*"
            multiple
            onChange={(e) => setPhotos([...(e.target.files ?? [])].slice(0, MAX_RETURN_PHOTOS))}
            className="text-sm"
          />
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <SubmitButton busy={busy} pending="Gönderiliyor..." className={`${primaryButton} min-h-11 px-5 py-2.5`}>
        Talebi Gönder
      </SubmitButton>
    </form>
  );
}
