import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { ChoiceField, TextAreaField } from '#site/components/ui/FormField.tsx';
import { FormActions } from '#site/components/ui/buttons.tsx';
import { TRADE_MESSAGES, type AdminTradeApplication } from '#api/features/trade/schemas.ts';
import { useSave } from '../shared/useSave';
import { $priceGroups, approveApplication, percentLabel, rejectApplication } from './customers-store';

export interface Decision {
  kind: 'approve' | 'reject';
  application: AdminTradeApplication;
}

/**
 * Approve (choosing the price group) or reject (with the note the customer reads) one application.
 * Keyed by the decision, so each one starts empty.
 */
export function DecisionDialog({
  decision,
  onClose,
  onDecided,
}: {
  decision: Decision | null;
  onClose: () => void;
  onDecided: () => void;
}) {
  const groups = useStore($priceGroups) ?? [];
  const [groupId, setGroupId] = useState('');
  const [note, setNote] = useState('');
  const { busy, run } = useSave();
  const approving = decision?.kind === 'approve';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!decision) return;
    const { id } = decision.application;
    const ok = approving
      ? await run(() => approveApplication(id, Number(groupId)), TRADE_MESSAGES.approved, 'Başvuru onaylanamadı')
      : await run(() => rejectApplication(id, note), TRADE_MESSAGES.rejected, 'Başvuru reddedilemedi');
    if (ok) onDecided();
  };
  const a = decision?.application;
  return (
    <Dialog open={decision !== null} onClose={onClose} title={approving ? 'Başvuruyu Onayla' : 'Başvuruyu Reddet'}>
      {a && (
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm text-slate-700">
            <strong>{a.companyName}</strong> · VKN {a.taxNumber} · {a.customer.fullName} ({a.customer.email})
          </p>
          {approving ? (
            <ChoiceField
              label="Fiyat Grubu"
              hint={groups.length === 0 ? 'Önce bir fiyat grubu ekleyin.' : undefined}
              required
              value={groupId}
              onValue={setGroupId}
            >
              <option value="">Seçiniz</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name} ({percentLabel(g.discountPercent)})
                </option>
              ))}
            </ChoiceField>
          ) : (
            <TextAreaField label="Ret Gerekçesi (müşteriye gönderilir)" value={note} onValue={setNote} />
          )}
          <FormActions onCancel={onClose} busy={busy} label={approving ? 'Onayla' : 'Reddet'} />
        </form>
      )}
    </Dialog>
  );
}
