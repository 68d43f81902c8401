import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser.ts';
import { readMails } from '../helpers/checkout-fixtures.ts';

/** An admin token from POST /api/auth/login, or null while that route does not exist yet. */
export async function adminToken(): Promise<string | null> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: inject('adminUsername'), password: inject('adminPassword') }),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Opens /admin as the admin (token in localStorage 'authToken', as the panel reads it) on the given tab. */
export async function openAdmin(page: Page, token: string, tab: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  await page.goto(`/admin#${tab}`);
  await page.getByRole('tab', { selected: true }).waitFor();
}

export async function pngUpload(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/**
 * Asks for `pagePath` until it holds `text` (the site republishes in the background), then opens it
 * in `page`. Answers the statuses other than 200 seen meanwhile: a republish never takes the site down.
 */
export async function waitForPublished(
  page: Page,
  pagePath: string,
  text: string,
  timeoutMs = 180_000,
): Promise<{ failures: number[] }> {
  const { failures } = await waitForSiteText(pagePath, text, timeoutMs);
  await page.goto(pagePath);
  await page.getByText(text).first().waitFor();
  return { failures };
}

/**
 * Asks for `pagePath` until it holds `text`, as the published site answers it: a test that changed
 * what a page shows waits for its republish before the next file reads that page.
 */
export async function waitForSiteText(
  pagePath: string,
  text: string,
  timeoutMs = 180_000,
): Promise<{ failures: number[] }> {
  const failures: number[] = [];
  await vi.waitUntil(
    async () => {
      const res = await fetch(new URL(pagePath, baseUrl()));
      if (res.status !== 200) failures.push(res.status);
      return (await res.text()).includes(text);
    },
    { timeout: timeoutMs, interval: 100 },
  );
  return { failures };
}

/** The .eml files the shop wrote under DATA_DIR/mail (quoted-printable decoded, so Turkish text matches) that contain `needle`. */
export async function mailsContaining(needle: string): Promise<string[]> {
  const bodies = await readMails(path.join(inject('dataDir'), 'mail'));
  return bodies.filter((b) => b.includes(needle));
}

/** A product created through the admin API with the given KDV rate; returns its id. */
export async function productAt(token: string, name: string, basePrice: string, vatRate: string): Promise<number> {
  const slug = `kdv-${vatRate}-${randomBytes(3).toString('hex')}`;
  return postProduct(token, {
    name,
    slug,
    basePrice,
    vatRate,
    stockQuantity: '5',
    minOrderQuantity: '1',
    categories: '[]',
    variants: '[]',
  });
}

/** A product created through the admin API (POST /api/admin/products) from these form fields; its id. */
export async function postProduct(token: string, fields: Record<string, string>): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${baseUrl()}/api/admin/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** One Chromium for the test file and the admin's token, signed in before its first test. */
export function useAdminBrowser() {
  const browser = useBrowser();
  const admin = { browser, token: '' };
  beforeAll(async () => {
    await browser.start();
    admin.token = (await adminToken())!;
  });
  afterAll(() => browser.stop());
  return admin;
}

/** Sets one setting through the admin API (PUT /api/settings/{key}). */
export async function putSetting(token: string, key: string, value: string) {
  const res = await fetch(`${baseUrl()}/api/settings/${key}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  if (!res.ok) throw new Error(`${key}: ${res.status} ${await res.text()}`);
}

/** Switches 'Havale / EFT' on with one bank account; the tests that do switch it off again after, as the others expect card only. */
export async function offerBankTransfer(token: string) {
  await putSetting(
    token,
    'bank_accounts',
    JSON.stringify([
      { bankName: 'Ziraat Bankası', iban: 'TR33 0006 1005 1978 6457 8413 26', accountHolder: 'Ankara Elektrik A.Ş.' },
    ]),
  );
  await putSetting(token, 'payment_bank_transfer_enabled', 'true');
}
