import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { invalid } from '../../core/errors.ts';
import { formFiles, readForm, textFields } from '../../http/multipart.ts';
import { MAX_IMAGE_BYTES, MB } from '../../schemas/admin-uploads.ts';
import { LOGO_KEY, SERVER_ONLY_SETTING_KEYS, settingMessages } from '../../schemas/admin-settings.ts';
import { listSettings, putSetting, validSettingValue } from '../../services/settings/settings.ts';
import { withUploads } from '../../storage/upload-batch.ts';
import { contentChanged } from '../../services/content/content-changed.ts';
import { assertUploadedImage } from '../../services/settings/logo.ts';

/** POST /api/admin/settings: key plus either a logo file (company_logo only) or a value. */
export function adminSettingRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/settings', () => listSettings(ctx.sql, { withPrivate: true }));

  app.post('/api/admin/settings', async (event) => {
    const form = await readForm(event, MAX_IMAGE_BYTES + MB);
    const { key = '', value } = textFields(form, ['key', 'value']);
    const logo = key === LOGO_KEY ? (formFiles(form, 'logo')[0] ?? null) : null;
    if (key === LOGO_KEY && !logo && !value?.trim()) throw invalid(settingMessages.logoMissing);
    let checked = logo ? null : validSettingValue(key, value ?? '');
    // A path must be one of our uploads (an unknown one breaks the site build); an https URL is the form's other choice.
    if (key === LOGO_KEY && checked?.startsWith('/')) checked = await assertUploadedImage(ctx.uploads, checked);
    const saved = await withUploads(ctx.uploads, async (batch) =>
      putSetting(ctx.sql, key, logo ? await batch.image(logo) : checked!),
    );
    if (!SERVER_ONLY_SETTING_KEYS.includes(key)) await contentChanged(ctx, `setting:${key}`);
    return saved;
  });
}
