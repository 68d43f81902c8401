import { formatIban } from './iban.ts';
import { formatTRY } from './money.ts';
import { formatLongDateTime } from './date-format.ts';
import type { BankTransferDue } from '../schemas/order.ts';

// How to pay a transfer order, in the words the order page and the mails both use.

export const TRANSFER_TITLE = 'Havale / EFT ile Ödeme';

/** 'Açıklama: <sipariş no>': what the buyer writes on the transfer so the shop finds the order. */
export const transferReferenceLine = (orderNumber: string) => `Açıklama: ${orderNumber}`;

/** The accounts, the amount still due, the description and the deadline as plain text lines. */
export function transferInstructionLines(due: BankTransferDue): string[] {
  return [
    `${TRANSFER_TITLE}:`,
    ...due.accounts.flatMap((a) => [`${a.bankName} – ${a.accountHolder}`, `IBAN: ${formatIban(a.iban)}`]),
    `Tutar: ${formatTRY(due.remaining)}`,
    transferReferenceLine(due.reference),
    ...(due.dueAt ? [`Son ödeme zamanı: ${formatLongDateTime(due.dueAt)}`] : []),
    'Ödemeniz bu süre içinde ulaşmazsa sipariş iptal edilir ve ayrılan ürünler serbest bırakılır.',
  ];
}
