import { useEffect, useState } from 'react';
import { apiRequest, getJson } from '#site/lib/api-client.ts';
import { useSave } from '../shared/useSave';
import { btn } from '#site/components/ui/buttons.tsx';
import { Badge } from '../shared/ui';
import { formatDateTime } from '#api/shared/date-format.ts';

/** What GET /api/admin/publish answers (the publisher's state). */
interface PublishState {
  status: 'idle' | 'queued' | 'building' | 'failed';
  lastSuccessAt: string | null;
  lastError: string | null;
}

const LABELS: Record<PublishState['status'], [string, 'green' | 'amber' | 'blue' | 'red']> = {
  idle: ['Yayında', 'green'],
  queued: ['Sırada', 'amber'],
  building: ['Yayınlanıyor', 'blue'],
  failed: ['Son yayın başarısız', 'red'],
};

/** The publish state (GET /api/admin/publish) and 'Siteyi Yeniden Yayınla'; polls while a build runs. */
export function PublishCard() {
  const [state, setState] = useState<PublishState | null>(null);
  const [failed, setFailed] = useState(false);
  const { busy, run } = useSave();
  const load = () =>
    getJson<PublishState>('/api/admin/publish').then(
      (s) => {
        setState(s);
        setFailed(false);
      },
      () => setFailed(true),
    );
  useEffect(() => void load(), []);
  useEffect(() => {
    if (state?.status !== 'building' && state?.status !== 'queued') return;
    const timer = setInterval(() => void load(), 2000);
    return () => clearInterval(timer);
  }, [state?.status]);
  const [label, tone] = state ? LABELS[state.status] : ['Bilinmiyor', 'amber' as const];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="yayin-baslik">
      <h3 id="yayin-baslik" className="font-semibold">
        Site Yayını
      </h3>
      {failed ? (
        <p className="mt-2 text-sm text-slate-600">Yayın durumu alınamadı.</p>
      ) : (
        <div className="mt-2 space-y-1 text-sm">
          <p>
            Durum: <Badge tone={tone}>{label}</Badge>
          </p>
          {state?.lastSuccessAt && <p className="text-slate-600">Son yayın: {formatDateTime(state.lastSuccessAt)}</p>}
          {state?.lastError && <p className="text-red-700">Hata: {state.lastError.slice(0, 300)}</p>}
        </div>
      )}
      <p className="mt-2 text-xs text-slate-500">
        Ayar, metin, katalog ve referans değişiklikleri siteyi kendiliğinden yeniden yayınlar.
      </p>
      <button
        type="button"
        className={`${btn.primary} mt-3`}
        disabled={busy}
        onClick={async () => {
          if (
            await run(() => apiRequest('POST', '/api/admin/publish'), 'Site yeniden yayınlanıyor', 'Site yayınlanamadı')
          )
            await load();
        }}
      >
        {busy ? 'Başlatılıyor...' : 'Siteyi Yeniden Yayınla'}
      </button>
    </section>
  );
}
