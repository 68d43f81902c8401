import type { Db } from '#db/connection.ts';
import type { ContractSeller } from '../../shared/sales-contract.ts';
import { sellerFrom } from '../../shared/settings-defaults.ts';
import { parseStoredRates, SHIPPING_RATES_KEY } from '../../features/shipping/schemas.ts';
import { DEFAULT_VAT_RATE, isVatRate, type VatRate } from '../../shared/vat.ts';

/** The KDV rate new products take: the `vat_rate` setting (admin-editable), else 20. */
export async function defaultVatRate(sql: Db): Promise<VatRate> {
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = 'vat_rate'`;
  const value = Number(row?.value);
  return isVatRate(value) ? value : DEFAULT_VAT_RATE;
}

/** The seller's data for contracts and mails, from the company_* settings and the shipping rates' threshold. */
export async function sellerInfo(sql: Db): Promise<ContractSeller> {
  const rows = await sql<{ key: string; value: string }[]>`
    SELECT key, value FROM settings
    WHERE key IN ('company_name', 'company_address', 'company_phone', 'company_email', ${SHIPPING_RATES_KEY})`;
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return {
    ...sellerFrom(value),
    freeShippingThreshold: parseStoredRates(value(SHIPPING_RATES_KEY)).freeShippingThreshold,
  };
}
