import { getRouterParam, type H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { readJson } from '../http/body.ts';
import { parseOrInvalid } from '../core/parse.ts';
import { notFound } from '../core/errors.ts';
import { settingBodySchema, settingKeySchema } from '../schemas/settings.ts';
import { getSetting, listSettings, putSetting, validSettingValue } from '../services/settings/settings.ts';
import { assertUploadedImage } from '../services/settings/logo.ts';
import { LOGO_KEY, SERVER_ONLY_SETTING_KEYS } from '../schemas/admin-settings.ts';
import { contentChanged } from '../services/content/content-changed.ts';

// Public reads of the settings (company info, homepage texts, logo); admin-only writes republish the site.
export function settingsRoutes(app: H3, ctx: AppContext) {
  app.get('/api/settings', () => listSettings(ctx.sql));

  app.get('/api/settings/:key', async (event) => {
    const key = parseOrInvalid(settingKeySchema, getRouterParam(event, 'key'));
    const value = await getSetting(ctx.sql, key);
    if (value === null) throw notFound('Ayar bulunamadı');
    return { value };
  });

  // Admin only: guarded with every settings write in api/app.ts, before the body is read.
  // The same per-key validation as the admin settings form; a logo must be one of our uploads.
  app.put('/api/settings/:key', async (event) => {
    const key = parseOrInvalid(settingKeySchema, getRouterParam(event, 'key'));
    const { value } = await readJson(event, settingBodySchema);
    const checked = validSettingValue(key, value);
    const saved = await putSetting(
      ctx.sql,
      key,
      key === LOGO_KEY ? await assertUploadedImage(ctx.uploads, checked) : checked,
    );
    if (!SERVER_ONLY_SETTING_KEYS.includes(key)) await contentChanged(ctx, `setting:${key}`);
    return saved;
  });
}
