import type { H3 } from 'h3';
import type { AppContext } from '../../context.ts';
import { parseOr400 } from '../../http/body.ts';
import { badRequest } from '../../http/errors.ts';
import { formFiles, readForm, textFields } from '../../http/multipart.ts';
import { MAX_IMAGE_BYTES, MB } from '../../schemas/admin-uploads.ts';
import { LOGO_KEY, settingMessages, settingValueSchema } from '../../schemas/admin-settings.ts';
import { readSettings, writeSetting } from '../../services/admin/settings.ts';
import { withUploads } from '../../storage/upload-batch.ts';
import { contentChanged } from '../../services/content/content-changed.ts';
import { assertUploadedImage } from '../../services/content/logo.ts';

/** POST /api/admin/settings: key plus either a logo file (company_logo only) or a value. */
export function adminSettingRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/settings', () => readSettings(ctx.sql));

  app.post('/api/admin/settings', async (event) => {
    const form = await readForm(event, MAX_IMAGE_BYTES + MB);
    const { key = '', value } = textFields(form, ['key', 'value']);
    const schema = settingValueSchema(key);
    if (!schema) throw badRequest(settingMessages.unknownKey);
    const logo = key === LOGO_KEY ? (formFiles(form, 'logo')[0] ?? null) : null;
    if (key === LOGO_KEY && !logo && !value?.trim()) throw badRequest(settingMessages.logoMissing);
    const saved = await withUploads(ctx.uploads, async (batch) => {
      let stored = logo ? await batch.image(logo) : parseOr400(schema, value ?? '');
      // A path must be one of our uploads (an unknown one breaks the site build); an https URL is the form's other choice.
      if (key === LOGO_KEY && stored?.startsWith('/')) stored = await assertUploadedImage(ctx.uploads, stored);
      return writeSetting(ctx.sql, key, stored ?? '');
    });
    await contentChanged(ctx, `setting:${key}`);
    return saved;
  });
}
