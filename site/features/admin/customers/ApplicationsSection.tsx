import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '#api/shared/date-format.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { TRADE_STATUS_LABELS, type TradeApplicationPage } from '#api/features/trade/schemas.ts';
import { Badge, EmptyState, LoadError, Loading, PanelHeader } from '../shared/ui';
import { Pager } from '../products/Pager';
import { TradeFilterBar } from './TradeFilterBar';
import { STATUS_TONES, loadApplications } from './customers-store';
import { DecisionDialog, type Decision } from './DecisionDialog';

/** The two answers to an open application, as its buttons say them. */
const DECISIONS = [
  { kind: 'approve', label: 'Onayla', verb: 'onayla', className: btn.primary },
  { kind: 'reject', label: 'Reddet', verb: 'reddet', className: btn.danger },
] as const;

/** 'Kurumsal Başvurular': open ones first, search and state filter, approve or reject each open one. */
export function ApplicationsSection({ changes, onChanged }: { changes: number; onChanged: () => void }) {
  const [status, setStatus] = useState<string>('pending');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<TradeApplicationPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setData(await loadApplications({ status, search: search.trim(), page }));
    } catch {
      setFailed(true);
    }
  }, [status, search, page]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load, changes]);

  return (
    <section aria-label="Kurumsal Başvurular">
      <PanelHeader title="Kurumsal Başvurular" />
      <TradeFilterBar
        searchLabel="Başvuru ara"
        placeholder="Firma, müşteri adı veya e-posta..."
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        filterLabel="Başvuru durumu"
        filter={status}
        onFilter={(v) => {
          setStatus(v);
          setPage(1);
        }}
        leadingOptions={<option value="">Tüm başvurular</option>}
      />
      {failed && <LoadError text="Başvurular yüklenemedi" onRetry={() => void load()} />}
      {!failed && !data && <Loading text="Başvurular yükleniyor..." />}
      {data?.applications.length === 0 && <EmptyState title="Başvuru bulunamadı" />}
      <ul className="space-y-2">
        {data?.applications.map((a) => (
          <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold">{a.companyName}</p>
                <p className="text-slate-600">
                  VKN {a.taxNumber} · {a.taxOffice} VD · {a.phone}
                </p>
                <p className="break-all text-slate-600">
                  {a.customer.fullName} · {a.customer.email} · {formatDateTime(a.createdAt)}
                </p>
                {a.note && <p className="mt-1 text-slate-700">Not: {a.note}</p>}
                {a.decidedAt && (
                  <p className="mt-1 text-xs text-slate-500">
                    {TRADE_STATUS_LABELS[a.status]}: {a.decidedBy ?? 'silinmiş yönetici'}, {formatDateTime(a.decidedAt)}
                    {a.priceGroup && ` · Grup: ${a.priceGroup.name}`}
                    {a.decisionNote && ` · Gerekçe: ${a.decisionNote}`}
                  </p>
                )}
              </div>
              <Badge tone={STATUS_TONES[a.status]}>{TRADE_STATUS_LABELS[a.status]}</Badge>
            </div>
            {a.status === 'pending' && (
              <div className="mt-3 flex gap-2">
                {DECISIONS.map(({ kind, label, verb, className }) => (
                  <button
                    key={kind}
                    type="button"
                    className={className}
                    aria-label={`${a.companyName} başvurusunu ${verb}`}
                    onClick={() => setDecision({ kind, application: a })}
                  >
                    {label}
                  </button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {data && data.pagination.totalCount > 0 && (
        <Pager pagination={data.pagination} onPage={setPage} from="başvurudan" />
      )}
      <DecisionDialog
        key={decision ? `${decision.kind}-${decision.application.id}` : 'none'}
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={() => {
          setDecision(null);
          onChanged();
        }}
      />
    </section>
  );
}
