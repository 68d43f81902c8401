import type { TransactionSql } from 'postgres';
import type { Sql } from '../../../db/connection.ts';
import type { ContractSeller } from '../orders/sales-contract.ts';

export const DEFAULT_VAT_RATE = '18';

/** The VAT rate in percent from the `vat_rate` setting (admin-editable), else the spec's 18. */
export async function vatRate(sql: Sql | TransactionSql): Promise<string> {
  const [row] = await sql`SELECT value FROM settings WHERE key = 'vat_rate'`;
  const value = row?.value?.trim();
  return value && /^\d{1,2}(\.\d{1,2})?$/.test(value) ? value : DEFAULT_VAT_RATE;
}

/** The seller's data for contracts and mails, from the company_* settings. */
export async function sellerInfo(sql: Sql): Promise<ContractSeller> {
  const rows = await sql<{ key: string; value: string }[]>`
    SELECT key, value FROM settings WHERE key IN ('company_name', 'company_address', 'company_phone', 'company_email')`;
  const get = (key: string, fallback: string) => rows.find((r) => r.key === key)?.value || fallback;
  return {
    name: get('company_name', 'Elektrik Malzemeleri Ltd. Şti.'),
    address: get('company_address', 'Ankara'),
    phone: get('company_phone', '-'),
    email: get('company_email', ''),
  };
}
