import type { ReactNode } from 'react';

/**
 * A checkout choice as a group of radio buttons, each a thumb-sized row (min-h-11) whose text
 * `children` gives; `label` names the group for screen readers.
 */
export function RadioChoices<T extends string>({
  name,
  label,
  className,
  options,
  value,
  onChange,
  children,
}: {
  name: string;
  label: string;
  className: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  children: (option: T) => ReactNode;
}) {
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {options.map((option) => (
        <label key={option} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            value={option}
            className="h-4 w-4"
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {children(option)}
        </label>
      ))}
    </div>
  );
}
