import { useState } from 'react';
import { apiRequest, errorMessage, messageOf } from '../../lib/api-client';
import { linkTokenWait, useLinkToken } from '../../lib/mail-link.tsx';
import { primaryButton } from '../../components/ui/buttons.tsx';
import { StatusNote, type Note } from '../../components/ui/StatusNote';

type Step = 'ready' | 'busy' | 'confirmed' | 'cancelled';

/**
 * /stok-bildirimi?token=…: the mailed link of a 'Gelince haber ver' wish. Opening the page
 * changes nothing (mail scanners open links too); the shopper confirms or withdraws with a button.
 */
export default function StockAlertLinkPage() {
  const token = useLinkToken();
  const [step, setStep] = useState<Step>('ready');
  const [note, setNote] = useState<Note | null>(null);

  async function act(action: 'confirm' | 'cancel') {
    setStep('busy');
    try {
      const res = await apiRequest('POST', `/api/stock-alerts/${action}`, { token });
      setNote({ ok: true, text: await messageOf(res) });
      setStep(action === 'confirm' ? 'confirmed' : 'cancelled');
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, 'İşlem yapılamadı. Lütfen tekrar deneyin.') });
      setStep('ready');
    }
  }

  const waiting = linkTokenWait(token, 'talep');
  if (waiting) return waiting;
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
