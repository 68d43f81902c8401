import { readFileSync } from 'node:fs';
import { emptySnapshot, type ContentSnapshot } from '#api/schemas/content.ts';

let cached: ContentSnapshot | null = null;

/**
 * The content this build is made from (settings, pages, catalogues, references),
 * written by the publisher before `astro build`. Only server-side code calls this.
 */
export function loadContent(): ContentSnapshot {
  if (cached) return cached;
  const file = __SHOP_CONTENT_FILE__;
  cached = file ? (JSON.parse(readFileSync(file, 'utf8')) as ContentSnapshot) : emptySnapshot();
  return cached;
}

/** A setting's value, or the Turkish fallback when it is unset or blank. */
export function setting(key: string, fallback: string): string {
  const value = loadContent().settings[key];
  return value && value.trim() !== '' ? value : fallback;
}
