import { useCallback, useEffect, useState } from 'react';
import { getJson } from '#site/lib/api-client.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatDateTime } from '#api/shared/date-format.ts';
import {
  RETURN_REASON_LABELS,
  RETURN_STATE_LABELS,
  RETURN_STATES,
  type AdminReturnRow,
  type ReturnView,
} from '#api/schemas/returns.ts';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { EmptyState, LoadError, Loading, PanelHeader, RecordRow } from '../shared/ui';
import { ReturnDetail } from './ReturnDetail';
import { ReturnSettingsForm } from './ReturnSettingsForm';
import { DaysLeft } from './DaysLeft';

const DAY_FILTERS = [
  { value: '', label: 'Tümü' },
  { value: '3', label: '3 gün veya daha az' },
  { value: '10', label: '10 gün veya daha az' },
  { value: '-1', label: 'Süresi geçenler' },
];

/** 'İadeler' (issue 49): returns with the legal refund clock, filtered by state and days left. */
export function ReturnsPanel() {
  const [state, setState] = useState('');
  const [daysLeft, setDaysLeft] = useState('');
  const [rows, setRows] = useState<AdminReturnRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [detail, setDetail] = useState<ReturnView | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const load = useCallback(async () => {
    const query = new URLSearchParams({ ...(state && { state }), ...(daysLeft && { daysLeft }) });
    try {
      setRows(await getJson<AdminReturnRow[]>(`/api/admin/returns?${query}`));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [state, daysLeft]);
  useEffect(() => void load(), [load]);
  const open = async (id: number) => setDetail(await getJson<ReturnView>(`/api/admin/returns/${id}`));

  return (
    <div>
      <PanelHeader
        title="İadeler"
        action={
          <button type="button" className={btn.secondary} onClick={() => setSettingsOpen(true)}>
            İade Kargo Ayarları
          </button>
        }
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Durum
          <select
            value={state}
            onChange={(e) => setState(e.target.value)}
            className="min-h-11 rounded-lg border border-slate-300 px-3"
          >
            <option value="">Tümü</option>
            {RETURN_STATES.map((s) => (
              <option key={s} value={s}>
                {RETURN_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          İade süresine kalan
          <select
            value={daysLeft}
            onChange={(e) => setDaysLeft(e.target.value)}
            className="min-h-11 rounded-lg border border-slate-300 px-3"
          >
            {DAY_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failed && <LoadError text="İadeler yüklenemedi" onRetry={() => void load()} />}
      {!failed && !rows && <Loading text="İadeler yükleniyor..." />}
      {rows?.length === 0 && <EmptyState title="Bu ölçütlere uyan iade yok" />}
      <ul className="space-y-2">
        {rows?.map((r) => (
          <RecordRow
            key={r.id}
            number={r.returnNumber}
            detailsLabel="iadesinin ayrıntıları"
            columns="sm:grid-cols-[10rem_1fr_9rem_9rem]"
            onOpen={() => void open(r.id)}
          >
            <span>
              <span className="font-medium">{r.customerName}</span> · {r.orderNumber}
              <br />
              <span className="text-slate-500">
                {formatDateTime(r.createdAt)} · {RETURN_REASON_LABELS[r.reason]}
              </span>
            </span>
            <span className="font-semibold">
              {RETURN_STATE_LABELS[r.state]}
              {r.refundAmount && <span className="block font-normal">{formatTRY(r.refundAmount)}</span>}
            </span>
            <DaysLeft days={r.daysLeft} state={r.state} />
          </RecordRow>
        ))}
      </ul>
      <Dialog
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? `İade ${detail.returnNumber}` : ''}
        className="max-w-3xl"
      >
        {detail && (
          <ReturnDetail
            value={detail}
            onChanged={(r) => {
              setDetail(r);
              void load();
            }}
          />
        )}
      </Dialog>
      <Dialog open={settingsOpen} onClose={() => setSettingsOpen(false)} title="İade Kargo Ayarları">
        {settingsOpen && <ReturnSettingsForm onSaved={() => setSettingsOpen(false)} />}
      </Dialog>
    </div>
  );
}
