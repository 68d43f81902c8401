import type { AppContext } from '../../core/context.ts';
import type { NoRows, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import { MAX_RETURN_PHOTOS, RETURN_MESSAGES as m, type ReturnState, type ReturnView } from '../../schemas/returns.ts';
import { withUploads } from '../../storage/upload-batch.ts';
import type { OrderViewer } from '../orders/order-privacy.ts';
import { lockOrderFor } from './return-access.ts';
import { buyerView, findReturn } from './return-view.ts';

// The buyer's photos of a damage, added to an open return: checked and re-encoded like every
// image the shop stores (sharp decodes them, EXIF goes), at most five per return.

const OPEN: ReturnState[] = ['requested', 'approved', 'in_transit'];

async function lockOwnReturn(tx: Tx, orderNumber: string, returnNumber: string, viewer: OrderViewer) {
  const order = await lockOrderFor(tx, orderNumber, viewer);
  const [r] = await tx<(Row<'returns', 'id' | 'photos'> & { state: ReturnState })[]>`
    SELECT id, photos, state FROM returns WHERE order_id = ${order.id} AND return_number = ${returnNumber.toUpperCase()} FOR UPDATE`;
  if (!r) throw notFound(m.notFound);
  if (!OPEN.includes(r.state)) throw conflict(m.photosClosed);
  return r;
}

export async function addReturnPhotos(
  ctx: AppContext,
  orderNumber: string,
  returnNumber: string,
  files: File[],
  viewer: OrderViewer,
): Promise<ReturnView> {
  if (files.length === 0 || files.length > MAX_RETURN_PHOTOS) throw invalid(m.photos);
  // Refused before anything is stored when the return cannot take them.
  const before = await ctx.sql.begin((tx) => lockOwnReturn(tx, orderNumber, returnNumber, viewer));
  if (before.photos.length + files.length > MAX_RETURN_PHOTOS) throw invalid(m.tooManyPhotos);
  const id = await withUploads(ctx.uploads, async (batch) => {
    const urls: string[] = [];
    for (const file of files) urls.push(await batch.image(file));
    return ctx.sql.begin(async (tx) => {
      const r = await lockOwnReturn(tx, orderNumber, returnNumber, viewer);
      if (r.photos.length + urls.length > MAX_RETURN_PHOTOS) throw invalid(m.tooManyPhotos);
      await tx<NoRows>`UPDATE returns SET photos = photos || ${urls}::text[] WHERE id = ${r.id}`;
      return r.id;
    });
  });
  return buyerView((await findReturn(ctx.sql, id))!);
}
