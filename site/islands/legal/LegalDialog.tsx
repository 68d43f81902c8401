import { useStore } from '@nanostores/react';
import { Dialog } from '../../components/ui/Dialog';
import { $legalDialog } from '../../lib/dialogs';
import { PROSE } from '../../lib/prose';
import { useLegalHtml } from './use-legal-html';
import { GENERIC_LEGAL_TITLE, LEGAL_TITLES, isLegalKind } from '../../lib/legal-kinds';

/** The legal texts (six kinds; any other kind: 'Yasal Metin' with empty text), fetched from the build when opened. */
export default function LegalDialog() {
  const kind = useStore($legalDialog);
  const known = kind && isLegalKind(kind) ? kind : null;
  const current = useLegalHtml(known);

  const close = () => $legalDialog.set(null);

  return (
    <Dialog
      open={kind !== null}
      onClose={close}
      title={known ? LEGAL_TITLES[known] : GENERIC_LEGAL_TITLE}
      className="max-w-3xl"
      footer={
        <div className="flex justify-end">
          <button
            type="button"
            onClick={close}
            className="bg-brand-700 hover:bg-brand-900 rounded-lg px-5 py-2 font-medium text-white"
          >
            Kapat
          </button>
        </div>
      }
    >
      {known && !current && <p className="text-slate-500">Yükleniyor...</p>}
      {current && 'error' in current && (
        <p className="text-red-700">Metin yüklenemedi. Lütfen daha sonra tekrar deneyin.</p>
      )}
      {current && 'html' in current && (
        <div className={PROSE} data-testid="legal-text" dangerouslySetInnerHTML={{ __html: current.html }} />
      )}
    </Dialog>
  );
}
