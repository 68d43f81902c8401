import { useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { primaryButton } from '../../components/ui/buttons.tsx';
import { StatusNote, type Note } from '../../components/ui/StatusNote';

type Step = 'ready' | 'busy' | 'confirmed' | 'cancelled';

/**
 * /stok-bildirimi?token=…: the mailed link of a 'Gelince haber ver' wish. Opening the page
 * changes nothing (mail scanners open links too); the shopper confirms or withdraws with a button.
 */
export default function StockAlertLinkPage() {
  const [token, setToken] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('ready');
  const [note, setNote] = useState<Note | null>(null);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);

  async function act(action: 'confirm' | 'cancel') {
    setStep('busy');
    try {
      const res = await apiRequest('POST', `/api/stock-alerts/${action}`, { token });
      setNote({ ok: true, text: ((await res.json()) as { message: string }).message });
      setStep(action === 'confirm' ? 'confirmed' : 'cancelled');
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, 'İşlem yapılamadı. Lütfen tekrar deneyin.') });
      setStep('ready');
    }
  }

  if (token === null)
    return (
      <p role="status" className="text-slate-600">
        Yükleniyor...
      </p>
    );
  if (!token)
    return (
      <p role="alert" className="text-red-700">
        Bağlantıda talep kodu yok. Lütfen e-postanızdaki bağlantıyı eksiksiz açın.
      </p>
    );
  return (
    <div className="space-y-4">
      <StatusNote note={note} look="box" />
      {step !== 'cancelled' && (
        <div className="flex flex-wrap gap-3">
          {step !== 'confirmed' && (
            <button
              type="button"
              disabled={step === 'busy'}
              onClick={() => void act('confirm')}
              className={`${primaryButton} min-h-11 px-5 py-2.5`}
            >
              Talebimi onayla
            </button>
          )}
          <button
            type="button"
            disabled={step === 'busy'}
            onClick={() => void act('cancel')}
            className="min-h-11 rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-50 disabled:opacity-60"
          >
            Vazgeç
          </button>
        </div>
      )}
    </div>
  );
}
