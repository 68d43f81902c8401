import { Dialog } from '../../components/ui/Dialog';
import type { ContractKind } from '#api/shared/sales-contract.ts';
import type { LegalSection } from '#api/shared/legal-markdown.ts';
import { PROSE } from '../../lib/prose';
import { LEGAL_TITLES } from '../../lib/legal-kinds';
import { useLegalHtml } from '../../islands/legal/use-legal-html';

export interface OrderContractText {
  kind: ContractKind;
  particulars: LegalSection[];
}

interface Props {
  text: OrderContractText | null;
  onClose: () => void;
}

/**
 * The preliminary information form or the distance sales contract: this order's particulars,
 * then the published text itself (the legal dialog's, from content/legal), as the mail carries it.
 */
export function ContractDialog({ text, onClose }: Props) {
  const kind = text?.kind ?? null;
  const current = useLegalHtml(kind);
  return (
    <Dialog
      open={text !== null}
      onClose={onClose}
      title={kind ? LEGAL_TITLES[kind] : ''}
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
          {text.particulars.map((s) => (
            <section key={s.heading}>
              <h3 className="font-semibold">{s.heading}</h3>
              {s.body.map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </section>
          ))}
          {!current && <p className="text-slate-500">Yükleniyor...</p>}
          {current && 'error' in current && (
            <p className="text-red-700">Metin yüklenemedi. Lütfen daha sonra tekrar deneyin.</p>
          )}
          {current && 'html' in current && (
            <div className={PROSE} data-testid="legal-text" dangerouslySetInnerHTML={{ __html: current.html }} />
          )}
        </div>
      )}
    </Dialog>
  );
}
