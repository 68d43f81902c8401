import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { formFiles, readForm } from '../../http/multipart.ts';
import { invalid, tooLarge } from '../../core/errors.ts';
import { MAX_BMECAT_BYTES, bmecatMessages as m } from '../../schemas/bmecat.ts';
import { importBmecat } from '../../services/catalogue/bmecat/bmecat-import.ts';

/** A manufacturer's BMEcat 2005 catalogue (multipart field `file`): products and their values by SKU. */
export function adminBmecatRoutes(app: H3, ctx: AppContext) {
  app.post('/api/admin/catalogue/bmecat', async (event) => {
    const form = await readForm(event, MAX_BMECAT_BYTES + 64 * 1024);
    const file = formFiles(form, 'file')[0];
    if (!file) throw invalid(m.fileMissing);
    if (file.size > MAX_BMECAT_BYTES) throw tooLarge(m.tooLarge);
    return importBmecat(ctx.sql, file.stream(), event.req.signal);
  });
}
