import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { formFiles, readForm, textFields } from '../../http/multipart.ts';
import { invalid, tooLarge } from '../../core/errors.ts';
import { CSV_TYPE, XLSX_TYPE, download } from '../../http/download.ts';
import { MAX_IMPORT_BYTES, sheetMessages as m } from '../../schemas/product-sheet.ts';
import { exportCsv, exportXlsx, type CsvDelimiter } from '../../services/catalogue/sheet/export-products.ts';
import { importProducts } from '../../services/catalogue/sheet/import-products.ts';

const DELIMITERS: Record<string, CsvDelimiter> = { semicolon: ';', comma: ',', tab: '\t' };
const fileName = (extension: string) => `urunler-${new Date().toISOString().slice(0, 10)}.${extension}`;

/** The catalogue as a spreadsheet, one row per variant, and back (dry run, all or nothing). */
export function adminProductSheetRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/products/export.csv', (event) => {
    const delimiter = DELIMITERS[event.url.searchParams.get('delimiter') ?? 'semicolon'] ?? ';';
    return download(exportCsv(ctx.sql, delimiter), CSV_TYPE, fileName('csv'));
  });

  app.get('/api/admin/products/export.xlsx', () => download(exportXlsx(ctx.sql), XLSX_TYPE, fileName('xlsx')));

  app.post('/api/admin/products/import', async (event) => {
    const form = await readForm(event, MAX_IMPORT_BYTES + 64 * 1024);
    const file = formFiles(form, 'file')[0];
    if (!file) throw invalid(m.fileMissing);
    if (file.size > MAX_IMPORT_BYTES) throw tooLarge(m.tooLarge);
    const { dryRun, skipBadRows } = textFields(form, ['dryRun', 'skipBadRows']);
    const result = await importProducts(ctx.sql, ctx.uploads, new Uint8Array(await file.arrayBuffer()), {
      dryRun: dryRun === 'true',
      skipBadRows: skipBadRows === 'true',
      // The file's read stops if the admin's browser leaves (the rows are written in one transaction after it).
      signal: event.req.signal,
    });
    // A real run stopped by errors changed nothing: 422 with the same summary and the errors.
    if (!result.dryRun && !result.applied) {
      event.res.status = 422;
      return { message: m.notApplied(result.errors.length), ...result };
    }
    return result;
  });
}
