import type { BankTransferDue } from '#api/schemas/order.ts';
import { formatIban } from '#api/shared/iban.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatLongDateTime } from '#api/shared/date-format.ts';
import { TRANSFER_TITLE, transferReferenceLine } from '#api/shared/transfer-instructions.ts';

/** Where and by when a waiting transfer order is paid: the accounts, the amount due and 'Açıklama: <sipariş no>'. */
export function TransferInstructions({ due, className }: { due: BankTransferDue; className: string }) {
  return (
    <section aria-labelledby="bank-transfer" className={`${className} border-yellow-300 bg-yellow-50`}>
      <h2 id="bank-transfer" className="text-lg font-semibold">
        {TRANSFER_TITLE}
      </h2>
      <p className="mt-2 text-sm">
        Ödemenizi aşağıdaki hesaplardan birine yapın ve açıklamaya sipariş numaranızı yazın. Ödemeniz bize ulaştığında
        siparişiniz onaylanır ve hazırlanır.
      </p>
      <ul className="mt-3 space-y-3" aria-label="Banka hesapları">
        {due.accounts.map((a) => (
          <li key={a.iban} className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200">
            <p className="font-semibold">{a.bankName}</p>
            <p>{a.accountHolder}</p>
            <p className="font-mono tracking-wide" data-testid="iban">
              IBAN: {formatIban(a.iban)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Ödenecek Tutar</dt>
          <dd className="font-semibold">{formatTRY(due.remaining)}</dd>
        </div>
        {due.dueAt && (
          <div>
            <dt className="text-slate-600">Son Ödeme Zamanı</dt>
            <dd>{formatLongDateTime(due.dueAt)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-base font-semibold" data-testid="transfer-reference">
        {transferReferenceLine(due.reference)}
      </p>
    </section>
  );
}
