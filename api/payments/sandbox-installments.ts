import type { InstallmentFamily } from './provider-types.ts';

// The sandbox's instalment table: fixed, illustrative rates (docs/decisions/0137), shaped like
// iyzico's answer. Rates are the total surcharge in basis points over the cash price per
// instalment count; every family offers the same counts, as most Turkish bank programmes do.
const SURCHARGE_BASIS_POINTS: Record<number, number> = { 2: 350, 3: 520, 6: 990, 9: 1480, 12: 1990 };

/** Family names as iyzico spells them (cardFamilyName); a slightly different rate per programme. */
const FAMILIES: { name: string; extraBasisPoints: number }[] = [
  { name: 'Bonus', extraBasisPoints: 0 },
  { name: 'World', extraBasisPoints: 20 },
  { name: 'Maximum', extraBasisPoints: 10 },
  { name: 'Axess', extraBasisPoints: 0 },
  { name: 'CardFinans', extraBasisPoints: 30 },
  { name: 'Paraf', extraBasisPoints: 10 },
  { name: 'Advantage', extraBasisPoints: 40 },
];

/** Total = price plus the surcharge, half-up to the kuruş; monthly = total / count, half-up. */
export function sandboxInstallments(priceKurus: number): InstallmentFamily[] {
  return FAMILIES.map(({ name, extraBasisPoints }) => ({
    cardFamily: name,
    plans: Object.entries(SURCHARGE_BASIS_POINTS).map(([count, basisPoints]) => {
      const n = Number(count);
      const totalKurus = Math.floor((priceKurus * (10_000 + basisPoints + extraBasisPoints) + 5_000) / 10_000);
      return { count: n, monthlyKurus: Math.floor((totalKurus * 2 + n) / (2 * n)), totalKurus };
    }),
  }));
}
