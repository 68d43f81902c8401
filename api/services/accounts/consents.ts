// Which text a consent was given to. Bump a version whenever the shown text changes
// (docs/decisions/0031): the record then tells which wording each customer accepted.
export const CONSENT_TEXT_VERSION = {
  kvkk: 'kvkk-aydinlatma-2024-01',
  marketing: 'ticari-ileti-2024-01',
} as const;
