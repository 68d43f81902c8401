import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { formFiles, readForm } from '../../http/multipart.ts';
import { invalid } from '../../core/errors.ts';
import { MAX_IMAGE_BYTES, MB } from '../../schemas/admin-uploads.ts';
import { withUploads } from '../../storage/upload-batch.ts';

const MAX_FILES = 20;

/**
 * Images uploaded on their own, for the spreadsheet's `images` column: answers each file's
 * stored name (content-hashed), which an import row may then name. Unused ones are swept later.
 */
export function adminImageUploadRoutes(app: H3, ctx: AppContext) {
  app.post('/api/admin/uploads/images', async (event) => {
    const files = formFiles(await readForm(event, MAX_FILES * MAX_IMAGE_BYTES + MB), 'images');
    if (files.length === 0) throw invalid('Lütfen en az bir görsel seçin');
    if (files.length > MAX_FILES) throw invalid(`Bir seferde en fazla ${MAX_FILES} görsel yüklenebilir`);
    return withUploads(ctx.uploads, async (batch) => {
      const stored = [];
      for (const file of files) {
        const url = await batch.image(file);
        stored.push({ file: file.name, name: url.split('/').at(-1)!, url });
      }
      return stored;
    });
  });
}
