import { useId } from 'react';
import { useHydratedStore } from '../../lib/use-hydrated-store';
import { $user } from '../account/auth-store';
import { choosePriceBasis, usePriceBasis, type PriceBasis } from './price-basis';

const CHOICES: { value: PriceBasis; label: string }[] = [
  { value: 'net', label: 'KDV hariç' },
  { value: 'gross', label: 'KDV dahil' },
];

/** 'KDV hariç / KDV dahil' for a trade buyer in a price group; nothing for anyone else (decision 0360). */
export function PriceBasisSwitch({ className = '' }: { className?: string }) {
  const user = useHydratedStore($user, undefined);
  const basis = usePriceBasis();
  // The header's bar and its phone menu each hold one: two radio groups, two names.
  const name = useId();
  if (!user?.inPriceGroup) return null;
  return (
    <fieldset className={className}>
      <legend className="sr-only">Fiyat gösterimi</legend>
      <div className="flex items-center gap-1 text-sm">
        {CHOICES.map((c) => (
          <label
            key={c.value}
            className={`inline-flex min-h-11 cursor-pointer items-center rounded-lg border px-3 has-[:focus-visible]:ring-2 ${
              basis === c.value ? 'border-brand-600 bg-brand-50 text-brand-900 font-semibold' : 'border-slate-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={basis === c.value}
              onChange={() => choosePriceBasis(c.value)}
              className="sr-only"
            />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
