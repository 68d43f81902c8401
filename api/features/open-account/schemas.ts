import { z } from 'zod';
import { transferPaymentSchema } from '../../schemas/admin-orders.ts';
import { amount as amountField } from '../../schemas/admin-fields.ts';
import type { TransferPaymentView } from '../../schemas/admin-orders.ts';

// Open account ('cari hesap', issue 37): the terms the admin gives an approved trade customer,
// the payments recorded against the account and the statement the customer and the admin read.
// One module for the islands and the API.

/** The longest payment term the admin may give; beyond it is a typing error. */
export const MAX_TERM_DAYS = 365;

export const OPEN_ACCOUNT_MESSAGES = {
  creditLimit: 'Kredi limiti 0 veya daha büyük, en fazla iki ondalıklı bir tutar olmalıdır (ör. 50000)',
  paymentTermDays: `Vade 1 ile ${MAX_TERM_DAYS} gün arasında bir tam sayı olmalıdır`,
  customerNotFound: 'Müşteri bulunamadı',
  notTrade: 'Cari hesap yalnızca onaylı kurumsal müşterilere açılabilir',
  termsSaved: 'Cari hesap koşulları kaydedildi',
  noTerms: 'Bu müşterinin cari hesabı yok: önce kredi limiti ve vade belirleyin',
  paymentRecorded: 'Cari hesap ödemesi kaydedildi',
  overpaid: (balance: string) =>
    `Tutar, cari hesap bakiyesinden (${balance}) fazla. Bakiyeyi kaydedin; fazlasını müşteriye iade edin.`,
  notAllowed: 'Cari hesap ile ödeme yalnızca kredi limiti tanımlı onaylı kurumsal müşterilerimize açıktır.',
  overdue: (amount: string) =>
    `Vadesi geçmiş ${amount} borcunuz bulunduğu için cari hesap ile sipariş verilemiyor. Lütfen önce vadesi geçen tutarı ödeyin.`,
  unsettled: (balance: string) =>
    `Cari hesabınızda kapanmamış ${balance} TL bakiye bulunduğu için hesabınız silinemez. Lütfen önce bakiyeyi kapatın veya bizimle iletişime geçin.`,
  overLimit: (available: string) =>
    `Sipariş tutarı cari hesap limitinizi aşıyor. Kullanılabilir limitiniz: ${available}.`,
} as const;

/** PUT /api/admin/customers/{id}/account-terms. A limit of 0 closes the account to new orders. */
export const accountTermsSchema = z.object({
  creditLimit: amountField(OPEN_ACCOUNT_MESSAGES.creditLimit),
  paymentTermDays: z
    .number({ error: OPEN_ACCOUNT_MESSAGES.paymentTermDays })
    .int(OPEN_ACCOUNT_MESSAGES.paymentTermDays)
    .min(1, OPEN_ACCOUNT_MESSAGES.paymentTermDays)
    .max(MAX_TERM_DAYS, OPEN_ACCOUNT_MESSAGES.paymentTermDays),
});
export type AccountTermsInput = z.output<typeof accountTermsSchema>;

/** POST /api/admin/customers/{id}/account-payments: the same fields as a transfer order's payment. */
export const accountPaymentSchema = transferPaymentSchema;

export const STATEMENT_KINDS = ['order', 'payment', 'refund'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
export const STATEMENT_KIND_LABELS: Record<StatementKind, string> = {
  order: 'Sipariş',
  payment: 'Ödeme',
  refund: 'İade',
};

/** One line of the statement; money as numeric strings, a credit balance with a minus sign. */
export interface StatementLine {
  /** ISO moment of the order, the refund, or the day the payment arrived. */
  date: string;
  kind: StatementKind;
  /** The order number, or the payment's note ('Ödeme' when it has none). */
  reference: string;
  debit: string;
  credit: string;
  /** What is owed after this line. */
  balance: string;
  /** An order's due day (YYYY-MM-DD); null for payments and refunds. */
  dueDate: string | null;
}

/** GET /api/account/statement and the admin's view of a customer's statement. */
export interface Statement {
  creditLimit: string;
  paymentTermDays: number;
  balance: string;
  available: string;
  overdue: string;
  lines: StatementLine[];
}

/** The terms with who set them last. */
export interface TermsView {
  creditLimit: string;
  paymentTermDays: number;
  changedBy: string | null;
  changedAt: string;
}

/** A payment recorded against the account, with the admin who recorded it: the same record as a transfer order's. */
export type AccountPaymentView = TransferPaymentView;

/** GET /api/admin/customers/{id}/account: what the admin's customer view shows of an open account. */
export interface AdminAccountView {
  /** Whether the customer is an approved trade customer (only they can have an open account). */
  trade: boolean;
  terms: TermsView | null;
  statement: Statement | null;
  payments: AccountPaymentView[];
}
