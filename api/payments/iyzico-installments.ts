import { toKurus } from '../shared/money.ts';
import type { InstallmentFamily } from './provider-types.ts';

interface IyzicoInstallmentDetail {
  cardFamilyName?: unknown;
  installmentPrices?: { installmentNumber?: unknown; totalPrice?: unknown; installmentPrice?: unknown }[];
}

/** Numbers as iyzico sends them (100, 34.5, "102.3") → kuruş, without float drift. */
const kurus = (value: unknown) => toKurus(typeof value === 'number' ? value.toFixed(2) : String(value));

/**
 * iyzico's instalment answer (installmentDetails[], one per card family without a BIN) → our
 * table: single payment dropped, plans 2–12 only, families without any plan left out.
 */
export function installmentFamilies(answer: Record<string, unknown>): InstallmentFamily[] {
  const details = Array.isArray(answer.installmentDetails)
    ? (answer.installmentDetails as IyzicoInstallmentDetail[])
    : [];
  const families = new Map<string, InstallmentFamily>();
  for (const detail of details) {
    const name = typeof detail.cardFamilyName === 'string' ? detail.cardFamilyName.trim() : '';
    if (!name || families.has(name)) continue;
    const plans = (detail.installmentPrices ?? [])
      .map((p) => ({
        count: Number(p.installmentNumber),
        monthlyKurus: kurus(p.installmentPrice),
        totalKurus: kurus(p.totalPrice),
      }))
      .filter((p) => Number.isInteger(p.count) && p.count >= 2 && p.count <= 12)
      .sort((a, b) => a.count - b.count);
    if (plans.length > 0) families.set(name, { cardFamily: name, plans });
  }
  return [...families.values()];
}
