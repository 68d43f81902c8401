import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { invalid, tooLarge, tooMany } from '../core/errors.ts';
import { addressKey } from '../core/address-key.ts';
import { withinLimit, type Limit } from '../core/rate-limit.ts';
import { createWorkGate } from '../core/work-gate.ts';
import { clientIp } from '../http/client-ip.ts';
import { readJson } from '../http/body.ts';
import { formFiles, readForm } from '../http/multipart.ts';
import {
  MAX_QUICK_ORDER_FILE_BYTES,
  MAX_QUICK_ORDER_LINES,
  QUICK_ORDER_MESSAGES as m,
  quickAddSchema,
} from '../schemas/quick-order.ts';
import type { CartOwner } from '../services/cart/cart-owner.ts';
import { cartOwnerOf } from '../http/request-buyer.ts';
import { quickOrderFileLines } from '../services/cart/quick-order-file.ts';
import { quickAdd } from '../services/cart/quick-add.ts';

/**
 * Files per client address (a mobile operator's address is shared, so it is wide) and per buyer
 * (the customer, or the guest's session) in ten minutes: a buyer sends a file or two.
 */
export const QUICK_ORDER_FILE_ADDRESS_LIMIT: Limit = { name: 'quick-file-ip', max: 60, windowMs: 10 * 60_000 };
export const QUICK_ORDER_FILE_BUYER_LIMIT: Limit = { name: 'quick-file-buyer', max: 20, windowMs: 10 * 60_000 };

const buyerKey = (owner: CartOwner) => (owner.kind === 'user' ? `user:${owner.userId}` : `guest:${owner.sessionId}`);

/** Quick order: many codes into the cart of the customer or guest session at once, typed or from a file. */
export function quickOrderRoutes(app: H3, ctx: AppContext) {
  // Two files are read at a time and twenty wait; more are refused until the line moves (issue 45).
  const fileReading = createWorkGate(2, 20);

  app.post('/api/cart/quick-add', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    const { lines } = await readJson(event, quickAddSchema);
    return quickAdd(
      ctx.sql,
      owner,
      lines.map((l, i) => ({ line: i + 1, ...l })),
    );
  });

  // A CSV or XLSX file (code and quantity columns) read by the product import's reader; lines are the file's rows.
  app.post('/api/cart/quick-add/file', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    const address = addressKey(clientIp(event, ctx.config.proxyTrust));
    if (!(await withinLimit(ctx.rateLimits, QUICK_ORDER_FILE_ADDRESS_LIMIT, address))) throw tooMany();
    if (!(await withinLimit(ctx.rateLimits, QUICK_ORDER_FILE_BUYER_LIMIT, buyerKey(owner)))) throw tooMany();
    const form = await readForm(event, MAX_QUICK_ORDER_FILE_BYTES + 64 * 1024);
    const file = formFiles(form, 'file')[0];
    if (!file) throw invalid(m.fileMissing);
    if (file.size > MAX_QUICK_ORDER_FILE_BYTES) throw tooLarge(m.fileTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A client that leaves (closes the connection) stops its file's read where it is.
    const lines = await fileReading.run(() => quickOrderFileLines(bytes, event.req.signal));
    if (lines === null) throw tooMany(m.filesBusy);
    if (lines.length === 0) throw invalid(m.noLines);
    if (lines.length > MAX_QUICK_ORDER_LINES) throw invalid(m.tooManyLines);
    return quickAdd(ctx.sql, owner, lines);
  });
}
