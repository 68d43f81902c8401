// Which text a consent was given to, for every consent the shop records (registration and
// checkout). Bump a version whenever the shown text changes (docs/decisions/0031): the record
// then tells which wording each customer accepted. Checkout orders stored before the versions
// had one home carry 'tic-ileti-2024-01' for the marketing consent: the same wording as
// 'ticari-ileti-2024-01' (docs/decisions/0101), so those rows are left as they were written.
export const CONSENT_TEXT_VERSION = {
  kvkk: 'kvkk-aydinlatma-2024-01',
  marketing: 'ticari-ileti-2024-01',
  distance_sales_contract: 'mss-2024-01',
  preliminary_info: 'obf-2024-01',
} as const;
