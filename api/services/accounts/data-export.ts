import type { AppContext } from '../../core/context.ts';
import type { Row } from '#db/tables.ts';
import type { AccountProfile, AddressView } from '../../schemas/account.ts';
import type { OrderView } from '../../schemas/order.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { listAddresses } from './addresses.ts';
import { confirmPassword } from './password-check.ts';
import { readProfile } from './profile.ts';
import type { MyTradeState, TradeApplication } from '../../features/trade/schemas.ts';
import { myTradeApplications, myTradeState } from '../../features/trade/index.ts';

export interface ConsentRecord {
  kind: string;
  granted: boolean;
  textVersion: string;
  clientIp: string | null;
  createdAt: string;
  orderNumber: string | null;
}

/** 'Verilerimi İndir': everything the shop holds about the customer, as one JSON document. */
export interface AccountExport {
  exportedAt: string;
  profile: AccountProfile;
  addresses: AddressView[];
  /** The order page's view plus the T.C. kimlik no given for the invoice, which that page never shows. */
  orders: (OrderView & { identityNumber: string | null })[];
  consents: ConsentRecord[];
  /** Trade ('kurumsal') account applications and the approved account. */
  tradeApplications: TradeApplication[];
  tradeAccount: MyTradeState['account'];
}

interface ConsentRow {
  kind: string;
  granted: boolean;
  text_version: string;
  client_ip: string | null;
  created_at: Date;
  order_number: string | null;
}

/** The export, after the customer gives the password again (a session left open is not enough). */
export async function exportAccount(ctx: AppContext, userId: number, password: string): Promise<AccountExport> {
  await confirmPassword(ctx, userId, password);
  const { sql } = ctx;
  const profile = await readProfile(sql, userId);
  const orderIds = await sql<
    Pick<Row<'orders'>, 'id' | 'identity_number'>[]
  >`SELECT id, identity_number FROM orders WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`;
  const orders: AccountExport['orders'] = [];
  for (const { id, identity_number } of orderIds) {
    const order = await loadOrderView(sql, id);
    if (order) orders.push({ ...order, identityNumber: identity_number });
  }
  const consents = await sql<ConsentRow[]>`
    SELECT c.kind, c.granted, c.text_version, c.client_ip, c.created_at, o.order_number
    FROM consents c LEFT JOIN orders o ON o.id = c.order_id
    WHERE c.user_id = ${userId} ORDER BY c.created_at, c.id`;
  return {
    exportedAt: new Date().toISOString(),
    profile,
    addresses: await listAddresses(sql, userId),
    orders,
    consents: consents.map((c) => ({
      kind: c.kind,
      granted: c.granted,
      textVersion: c.text_version,
      clientIp: c.client_ip,
      createdAt: new Date(c.created_at).toISOString(),
      orderNumber: c.order_number,
    })),
    tradeApplications: await myTradeApplications(sql, userId),
    tradeAccount: (await myTradeState(sql, userId)).account,
  };
}
