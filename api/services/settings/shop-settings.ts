import type { Db } from '../../../db/connection.ts';
import type { ContractSeller } from '../orders/sales-contract.ts';
import { DEFAULT_VAT_RATE, sellerFrom } from './defaults.ts';

/** The VAT rate in percent from the `vat_rate` setting (admin-editable), else the default. */
export async function vatRate(sql: Db): Promise<string> {
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = 'vat_rate'`;
  const value = row?.value?.trim();
  return value && /^\d{1,2}(\.\d{1,2})?$/.test(value) ? value : DEFAULT_VAT_RATE;
}

/** The seller's data for contracts and mails, from the company_* settings. */
export async function sellerInfo(sql: Db): Promise<ContractSeller> {
  const rows = await sql<{ key: string; value: string }[]>`
    SELECT key, value FROM settings WHERE key IN ('company_name', 'company_address', 'company_phone', 'company_email')`;
  return sellerFrom((key) => rows.find((r) => r.key === key)?.value);
}
