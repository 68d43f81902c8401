import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { invalid, tooLarge } from '../core/errors.ts';
import { readJson } from '../http/body.ts';
import { formFiles, readForm } from '../http/multipart.ts';
import { linesFromRows } from '../schemas/quick-order-lines.ts';
import {
  MAX_QUICK_ORDER_FILE_BYTES,
  MAX_QUICK_ORDER_LINES,
  QUICK_ORDER_MESSAGES as m,
  quickAddSchema,
} from '../schemas/quick-order.ts';
import { readTable } from '../services/catalogue/sheet/read-sheet.ts';
import { cartOwnerOf } from '../services/cart/cart-owner.ts';
import { quickAdd } from '../services/cart/quick-add.ts';

/** Quick order: many codes into the cart of the customer or guest session at once, typed or from a file. */
export function quickOrderRoutes(app: H3, ctx: AppContext) {
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
    const form = await readForm(event, MAX_QUICK_ORDER_FILE_BYTES + 64 * 1024);
    const file = formFiles(form, 'file')[0];
    if (!file) throw invalid(m.fileMissing);
    if (file.size > MAX_QUICK_ORDER_FILE_BYTES) throw tooLarge(m.fileTooLarge);
    const lines = linesFromRows(await readTable(new Uint8Array(await file.arrayBuffer())));
    if (lines.length === 0) throw invalid(m.noLines);
    if (lines.length > MAX_QUICK_ORDER_LINES) throw invalid(m.tooManyLines);
    return quickAdd(ctx.sql, owner, lines);
  });
}
