import { useEffect } from 'react';
import { PROMOTION_MESSAGES, type PromotionView } from '#api/features/promotions/schemas.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatDateTime } from '#api/shared/date-format.ts';
import { ItemsPanel, itemsPanelTexts } from '../shared/ItemsPanel';
import { useAdminList } from '../shared/useAdminList';
import { loadAdminCategories } from '../admin-store';
import { loadPriceGroups } from '../customers/customers-store';
import { PromotionDialog } from './PromotionDialog';

/** What the promotion takes off, as the admin reads it. */
function what(p: PromotionView): string {
  const min = p.minSubtotal === '0.00' ? '' : ` · en az ${formatTRY(p.minSubtotal)}`;
  const off =
    p.kind === 'percent'
      ? `%${Number(p.value).toLocaleString('tr-TR')} indirim`
      : p.kind === 'amount'
        ? `${formatTRY(p.value)} indirim`
        : 'Ücretsiz kargo';
  return off + min;
}

function when(p: PromotionView): string {
  if (!p.startsAt && !p.endsAt) return 'Süresiz';
  return `${p.startsAt ? formatDateTime(p.startsAt) : '…'} – ${p.endsAt ? formatDateTime(p.endsAt) : '…'}`;
}

/** 'Kampanyalar': discount codes and automatic cart rules, with their use so far. */
export function PromotionsPanel() {
  const { items, error, reload, loading } = useAdminList<PromotionView>(
    '/api/admin/promotions',
    'Kampanyalar yüklenemedi',
  );
  // The dialog offers the categories and price groups to choose from.
  useEffect(() => {
    void loadAdminCategories().catch(() => undefined);
    void loadPriceGroups().catch(() => undefined);
  }, []);
  return (
    <ItemsPanel
      texts={itemsPanelTexts('Kampanyalar', { one: 'Kampanya', theOne: 'Kampanyayı', many: 'Kampanyalar' })}
      items={items}
      failed={error !== null}
      loading={loading}
      reload={reload}
      path="/api/admin/promotions"
      messages={PROMOTION_MESSAGES}
      listClassName="grid gap-3 md:grid-cols-2"
      actionsClassName="mt-3 flex gap-2"
      itemLabel={(p) => `${p.code ?? 'Otomatik'} kampanyasını`}
      renderItem={(p, actions) => (
        <li key={p.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-semibold">{p.code ?? 'Otomatik kural'}</h3>
          <p className="mt-1 text-sm text-slate-700">{what(p)}</p>
          <p className="text-sm text-slate-600">{when(p)}</p>
          <p className="text-sm text-slate-600">
            Kullanım: {p.usedCount.toLocaleString('tr-TR')}
            {p.usageLimit !== null && ` / ${p.usageLimit.toLocaleString('tr-TR')}`}
            {p.reservedCount > 0 && ` (${p.reservedCount.toLocaleString('tr-TR')} ödeme bekliyor)`}
            {p.combinable ? ' · birleştirilebilir' : ''}
            {p.signInRequired ? ' · giriş zorunlu' : ''}
          </p>
          {actions}
        </li>
      )}
      renderDialog={(dialog) => <PromotionDialog {...dialog} />}
    />
  );
}
