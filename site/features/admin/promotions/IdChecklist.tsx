import { CheckboxField } from '#site/components/ui/FormField.tsx';

interface Props {
  legend: string;
  /** What choosing none means. */
  hint?: string;
  options: readonly { id: number; name: string }[];
  chosen: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  /** How the boxes are laid out (a scrolling grid for a long list). */
  listClassName: string;
}

/** A fieldset of checkboxes choosing what a promotion covers by id (categories, price groups). */
export function IdChecklist({ legend, hint, options, chosen, onToggle, listClassName }: Props) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div className={listClassName}>
        {options.map((o) => (
          <CheckboxField
            key={o.id}
            label={o.name}
            checked={chosen.includes(o.id)}
            onChecked={(on) => onToggle(o.id, on)}
          />
        ))}
      </div>
    </fieldset>
  );
}
