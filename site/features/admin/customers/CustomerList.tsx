import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '#api/shared/date-format.ts';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { TRADE_MESSAGES, TRADE_STATUS_LABELS, type CustomerPage } from '#api/features/trade/schemas.ts';
import { Badge, EmptyState, LoadError, Loading, PanelHeader } from '../shared/ui';
import { Pager } from '../products/Pager';
import { TradeFilterBar } from './TradeFilterBar';
import { OpenAccountDialog } from './OpenAccountDialog';
import { CustomerDialog } from './CustomerDialog';
import { formatTRY } from '#api/shared/money.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { useSave } from '../shared/useSave';
import { useCan } from '../shared/useCan';
import { $priceGroups, STATUS_TONES, loadCustomers, percentLabel, setCustomerGroup } from './customers-store';

/**
 * 'Müşteriler': every customer and guest buyer with company, trade state, paid orders and spend;
 * an account's group is changed in place; 'Ayrıntılar' opens the customer page.
 */
export function CustomerList({ changes, onChanged }: { changes: number; onChanged: () => void }) {
  const groups = useStore($priceGroups) ?? [];
  const [trade, setTrade] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<CustomerPage | null>(null);
  const [failed, setFailed] = useState(false);
  const { busy, run } = useSave();
  // A customer's group decides prices: the owner's; the other staff see it named.
  const setsGroup = useCan('PUT', '/api/admin/customers/:id/price-group');
  const [account, setAccount] = useState<{ id: number; fullName: string } | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setData(await loadCustomers({ trade, search: search.trim(), page }));
    } catch {
      setFailed(true);
    }
  }, [trade, search, page]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load, changes]);

  const changeGroup = async (customerId: number, value: string) => {
    const ok = await run(
      () => setCustomerGroup(customerId, value ? Number(value) : null),
      TRADE_MESSAGES.groupChanged,
      'Fiyat grubu değiştirilemedi',
    );
    if (ok) onChanged();
  };

  return (
    <section aria-label="Müşteriler">
      <PanelHeader title="Müşteriler" />
      <TradeFilterBar
        searchLabel="Müşteri ara"
        placeholder="Ad, e-posta, kullanıcı adı veya firma..."
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        filterLabel="Kurumsal durum"
        filter={trade}
        onFilter={(v) => {
          setTrade(v);
          setPage(1);
        }}
        leadingOptions={
          <>
            <option value="">Tüm müşteriler</option>
            <option value="none">Başvurusu yok</option>
          </>
        }
      />
      {failed && <LoadError text="Müşteriler yüklenemedi" onRetry={() => void load()} />}
      {!failed && !data && <Loading text="Müşteriler yükleniyor..." />}
      {data?.customers.length === 0 && <EmptyState title="Müşteri bulunamadı" />}
      <ul className="space-y-2">
        {data?.customers.map((c) => (
          <li
            key={c.key}
            className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[1fr_14rem] sm:items-center"
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {c.fullName}{' '}
                {c.username ? (
                  <span className="font-normal text-slate-500">({c.username})</span>
                ) : (
                  <Badge tone="slate">Misafir alıcı</Badge>
                )}{' '}
                {c.tradeStatus !== 'none' && (
                  <Badge tone={STATUS_TONES[c.tradeStatus]}>Kurumsal: {TRADE_STATUS_LABELS[c.tradeStatus]}</Badge>
                )}
              </p>
              <p className="break-all text-slate-600">
                {c.email}
                {c.phone && ` · ${c.phone}`}
                {c.companyName && ` · ${c.companyName}`}
              </p>
              <p className="text-slate-700">
                {c.orderCount} sipariş · {formatTRY(c.totalSpent)}
                {c.lastOrderAt && ` · Son sipariş: ${formatDateTime(c.lastOrderAt)}`}
              </p>
              <p className="text-xs text-slate-500">
                {c.kind === 'guest' ? 'İlk sipariş' : 'Üyelik'}: {formatDateTime(c.createdAt)}
                {c.groupChangedAt &&
                  ` · Grup değişikliği: ${c.groupChangedBy ?? 'silinmiş yönetici'}, ${formatDateTime(c.groupChangedAt)}`}
              </p>
              <button
                type="button"
                className={`${btn.small} mt-2 mr-2`}
                aria-label={`Ayrıntılar: ${c.fullName}`}
                onClick={() => setOpenKey(c.key)}
              >
                Ayrıntılar
              </button>
              {c.tradeStatus === 'approved' && c.id !== null && (
                <button
                  type="button"
                  className={`${btn.small} mt-2`}
                  aria-label={`Cari Hesap: ${c.fullName}`}
                  onClick={() => setAccount({ id: c.id!, fullName: c.fullName })}
                >
                  Cari Hesap
                </button>
              )}
            </div>
            {c.id !== null && !setsGroup && (
              <p className="text-sm text-slate-700">
                Fiyat grubu:{' '}
                {c.priceGroup
                  ? `${c.priceGroup.name} (${percentLabel(c.priceGroup.discountPercent)})`
                  : 'Grup yok (liste fiyatı)'}
              </p>
            )}
            {c.id !== null && setsGroup && (
              <label className="text-sm font-medium text-slate-700">
                Fiyat grubu
                <select
                  className={inputClass}
                  value={c.priceGroup?.id ?? ''}
                  disabled={busy}
                  aria-label={`${c.fullName} fiyat grubu`}
                  onChange={(e) => void changeGroup(c.id!, e.target.value)}
                >
                  <option value="">Grup yok (liste fiyatı)</option>
                  {groups.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name} ({percentLabel(g.discountPercent)})
                    </option>
                  ))}
                </select>
              </label>
            )}
          </li>
        ))}
      </ul>
      {data && data.pagination.totalCount > 0 && (
        <Pager pagination={data.pagination} onPage={setPage} from="müşteriden" />
      )}
      {openKey && <CustomerDialog customerKey={openKey} onClose={() => setOpenKey(null)} />}
      {account && <OpenAccountDialog key={account.id} customer={account} onClose={() => setAccount(null)} />}
    </section>
  );
}
