import { useState } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

interface Props {
  /** The question; null keeps the dialog closed. */
  message: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  confirmLabel?: string;
  title?: string;
  pendingLabel?: string;
}

/** Asks before a deletion (or another step that loses something); the confirm button shows its pending state until the call ends. */
export function ConfirmDialog({
  message,
  onConfirm,
  onClose,
  confirmLabel = 'Sil',
  title = 'Emin misiniz?',
  pendingLabel = 'Siliniyor...',
}: Props) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={title}
      className="max-w-md"
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" className={btn.secondary} onClick={onClose}>
            İptal
          </button>
          <button
            type="button"
            className="inline-flex items-center rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
            onClick={confirm}
            disabled={busy}
          >
            {busy ? pendingLabel : confirmLabel}
          </button>
        </div>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
