import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { spoolFormFile } from '../../http/form-file-spool.ts';
import { MAX_BMECAT_BYTES, bmecatMessages as m } from '../../schemas/bmecat.ts';
import { importBmecat } from '../../services/catalogue/bmecat/bmecat-import.ts';

/** A manufacturer's BMEcat 2005 catalogue (multipart field `file`): products and their values by SKU. */
export function adminBmecatRoutes(app: H3, ctx: AppContext) {
  app.post('/api/admin/catalogue/bmecat', async (event) => {
    // Spooled to a private temporary file as it arrives, then parsed from it as a stream: the
    // catalogue is never whole in memory, and nothing is imported from a refused upload.
    const file = await spoolFormFile(event, 'file', MAX_BMECAT_BYTES, {
      notAForm: m.notAForm,
      missing: m.fileMissing,
      tooLarge: m.tooLarge,
    });
    try {
      const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
      return await importBmecat(ctx.sql, stream, event.req.signal);
    } finally {
      await file.discard();
    }
  });
}
