import { CARRIER_NAMES } from '#api/schemas/carriers.ts';

/** A carrier select's options: 'Seçiniz', then every carrier the shop ships with. */
export function CarrierOptions() {
  return (
    <>
      <option value="">Seçiniz</option>
      {CARRIER_NAMES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );
}
