import type { ReactNode } from 'react';

/**
 * A checkbox of the filters: a row a finger can hit on a phone, the box (never squeezed by a long
 * name), the name and, in a list of values, how many products the value has.
 */
export function FilterCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  count?: ReactNode;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm lg:min-h-0">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="accent-brand-600 h-4 w-4 shrink-0"
      />
      {props.children}
      {props.count !== undefined && <span className="ml-auto text-xs text-slate-500">{props.count}</span>}
    </label>
  );
}
