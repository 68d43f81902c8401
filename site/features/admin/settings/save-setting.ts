import { apiForm } from '#site/lib/api-client.ts';

/** POST /api/admin/settings: the key plus either a logo file or a value (the spec's API calls). */
export function saveSetting(key: string, value: string | File) {
  const form = new FormData();
  form.append('key', key);
  form.append(typeof value === 'string' ? 'value' : 'logo', value);
  return apiForm('POST', '/api/admin/settings', form);
}
