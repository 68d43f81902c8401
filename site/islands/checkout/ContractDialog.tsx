import { Dialog } from '../../components/ui/Dialog';
import type { LegalText } from '#api/services/orders/sales-contract.ts';

interface Props {
  text: LegalText | null;
  onClose: () => void;
}

/** The preliminary information form or the distance sales contract, filled with this order. */
export function ContractDialog({ text, onClose }: Props) {
  return (
    <Dialog
      open={text !== null}
      onClose={onClose}
      title={text?.title ?? ''}
      className="max-w-2xl"
      footer={
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700"
          >
            Kapat
          </button>
        </div>
      }
    >
      {text && (
        <div className="space-y-4 text-sm leading-relaxed">
          {text.sections.map((s) => (
            <section key={s.heading}>
              <h3 className="font-semibold">{s.heading}</h3>
              {s.body.map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </section>
          ))}
        </div>
      )}
    </Dialog>
  );
}
