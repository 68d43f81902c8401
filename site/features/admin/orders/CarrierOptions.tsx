import { CARRIER_NAMES } from '#api/schemas/carriers.ts';
import { SelectOptions } from '#site/components/ui/FormField.tsx';

/** A carrier select's options: 'Seçiniz', then every carrier the shop ships with. */
export function CarrierOptions() {
  return <SelectOptions options={CARRIER_NAMES} />;
}
