import { z } from 'zod';
import type { OrderStatus } from './order.ts';
import type { AdminCustomer } from '../features/trade/schemas.ts';

// The customer page (issue 50): `GET /api/admin/customers/{key}` for an account ('u12') or a guest
// buyer ('g:ayse@example.com'), with `PUT …/notes` and `PUT …/tags` for the staff's notes.

export const CUSTOMER_MESSAGES = {
  notFound: 'Müşteri bulunamadı',
  note: 'Not en fazla 5000 karakter olabilir',
  tags: 'En fazla 20 etiket girilebilir; her etiket 1–40 karakter olmalıdır',
  notesSaved: 'Müşteri notu kaydedildi',
  tagsSaved: 'Etiketler kaydedildi',
} as const;
const m = CUSTOMER_MESSAGES;

/** 'u12' or 'g:<e-mail>', as the list answers it; anything else is no customer. */
export type CustomerKey =
  { kind: 'registered'; userId: number; key: string } | { kind: 'guest'; email: string; key: string };

export function parseCustomerKey(raw: string): CustomerKey | null {
  const user = /^u([1-9]\d{0,9})$/.exec(raw);
  if (user && Number(user[1]) <= 2_147_483_647) return { kind: 'registered', userId: Number(user[1]), key: raw };
  const guest = /^g:(.{3,254})$/.exec(raw);
  if (guest && guest[1]!.includes('@')) {
    const email = guest[1]!.toLowerCase();
    return { kind: 'guest', email, key: `g:${email}` };
  }
  return null;
}

export const customerNoteSchema = z.object({
  note: z.string({ error: m.note }).trim().max(5000, m.note),
});

export const customerTagsSchema = z.object({
  tags: z
    .array(z.string({ error: m.tags }).trim().min(1, m.tags).max(40, m.tags), { error: m.tags })
    .max(20, m.tags)
    .transform((tags) => [...new Set(tags.map((t) => t.toLocaleLowerCase('tr-TR')))]),
});

export interface CustomerDetail extends Pick<
  AdminCustomer,
  | 'key'
  | 'kind'
  | 'id'
  | 'username'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'createdAt'
  | 'orderCount'
  | 'totalSpent'
  | 'lastOrderAt'
> {
  orders: {
    id: number;
    orderNumber: string;
    createdAt: string;
    status: OrderStatus;
    totalAmount: string;
    paidAt: string | null;
  }[];
  /** Saved addresses of an account; for a guest, the distinct addresses their orders went to. */
  addresses: {
    title: string;
    fullName: string;
    address: string;
    district: string | null;
    city: string;
    postalCode: string;
  }[];
  consents: { kind: string; granted: boolean; textVersion: string; createdAt: string; orderNumber: string | null }[];
  marketingConsent: boolean;
  /** An approved trade account's company and open-account terms; null otherwise. */
  tradeTerms: {
    companyName: string;
    taxNumber: string;
    taxOffice: string;
    priceGroup: string | null;
    creditLimit: string | null;
    paymentTermDays: number | null;
  } | null;
  note: string;
  tags: string[];
  notesUpdatedBy: string | null;
  notesUpdatedAt: string | null;
}
