import type { Db } from '#db/connection.ts';
import { COMPANY_DEFAULTS } from '../../shared/settings-defaults.ts';
import type { InvoiceParty } from './invoice-model.ts';
import {
  CARRIER_PARTY_FIELDS,
  INVOICE_SETTING_KEYS,
  parseCarrierPlace,
  REQUIRED_INVOICE_SETTINGS,
} from './settings-schemas.ts';

// The seller as its invoices name it: the company_* settings and the invoice_* ones (VKN, tax
// office, il/ilçe, series). The local provider issues test documents, so it fills what is unset
// with GİB's published test VKN; a real integrator refuses to issue without them.

/** GİB's test taxpayer, used in its samples and integrators' test accounts. */
export const TEST_SELLER_VKN = '1234567801';

export interface InvoiceSellerSettings {
  seller: InvoiceParty;
  series: { earsiv: string; efatura: string };
  issueOn: 'payment' | 'shipping';
  /** The carriers the admin gave a VKN and an office, as invoice parties by name (decision 0332). */
  carriers: Record<string, InvoiceParty>;
  /** Settings an integrator needs that are unset ('' when all are there). */
  missing: string[];
}

export async function invoiceSettings(sql: Db, siteUrl: string): Promise<InvoiceSellerSettings> {
  const keys = [...INVOICE_SETTING_KEYS, 'company_name', 'company_address', 'company_phone', 'company_email'];
  const rows = await sql<{ key: string; value: string }[]>`SELECT key, value FROM settings WHERE key IN ${sql(keys)}`;
  const get = (key: string) => rows.find((r) => r.key === key)?.value.trim() ?? '';
  const company = (key: keyof typeof COMPANY_DEFAULTS) => get(key) || COMPANY_DEFAULTS[key];
  const taxNumber = get('invoice_seller_tax_number') || TEST_SELLER_VKN;
  return {
    seller: {
      scheme: taxNumber.length === 11 ? 'TCKN' : 'VKN',
      id: taxNumber,
      name: company('company_name'),
      taxOffice: get('invoice_seller_tax_office') || 'Ostim',
      street: company('company_address'),
      district: get('invoice_seller_district') || 'Yenimahalle',
      city: get('invoice_seller_city') || 'Ankara',
      postalCode: get('invoice_seller_postal_code'),
      email: company('company_email'),
      phone: company('company_phone'),
      website: siteUrl,
    },
    series: { earsiv: get('invoice_series_earsiv') || 'ARS', efatura: get('invoice_series_efatura') || 'EFT' },
    issueOn: get('invoice_issue_on') === 'shipping' ? 'shipping' : 'payment',
    carriers: carrierParties(get),
    missing: REQUIRED_INVOICE_SETTINGS.filter((k) => !get(k)),
  };
}

function carrierParties(get: (key: string) => string): Record<string, InvoiceParty> {
  const parties: [string, InvoiceParty][] = [];
  for (const f of CARRIER_PARTY_FIELDS) {
    const place = parseCarrierPlace(get(f.place.key));
    const id = get(f.vkn.key);
    if (!id || !place) continue;
    parties.push([
      f.carrier,
      { scheme: 'VKN', id, name: f.carrier, taxOffice: null, street: '', postalCode: '', ...place },
    ]);
  }
  return Object.fromEntries(parties);
}
