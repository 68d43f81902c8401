import { getRouterParam, type H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { readJson, parseOr400 } from '../http/body.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { settingBodySchema, settingKeySchema } from '../schemas/settings.ts';
import { LOGO_KEY, settingMessages, settingValueSchema } from '../schemas/admin-settings.ts';
import { getSetting, listSettings, putSetting } from '../services/content/settings.ts';
import { assertUploadedImage } from '../services/content/logo.ts';
import { contentChanged } from '../services/content/content-changed.ts';

// Public reads of the settings (company info, homepage texts, logo); admin-only writes republish the site.
export function settingsRoutes(app: H3, ctx: AppContext) {
  app.get('/api/settings', () => listSettings(ctx.sql));

  app.get('/api/settings/:key', async (event) => {
    const key = parseOr400(settingKeySchema, getRouterParam(event, 'key'));
    const value = await getSetting(ctx.sql, key);
    if (value === null) throw notFound('Ayar bulunamadı');
    return { value };
  });

  // Admin only: guarded with every settings write in api/app.ts, before the body is read.
  // Each key is checked by the admin settings form's own rule; the logo must be one of our uploads.
  app.put('/api/settings/:key', async (event) => {
    const key = getRouterParam(event, 'key') ?? '';
    const schema = settingValueSchema(key);
    if (!schema) throw badRequest(settingMessages.unknownKey);
    const { value } = await readJson(event, settingBodySchema);
    const parsed = parseOr400(schema, value);
    const stored = key === LOGO_KEY ? await assertUploadedImage(ctx.uploads, parsed) : (parsed ?? '');
    await putSetting(ctx.sql, key, stored);
    await contentChanged(ctx, `setting:${key}`);
    return { key, value: stored };
  });
}
