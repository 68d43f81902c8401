import { legalVersion } from '../content/legal-files.ts';

// Which text a consent was given to, for every consent the shop records (registration and
// checkout). The legal texts carry their version in their own frontmatter (content/legal/*.md),
// so the wording and its version change in one file (decisions 0031 and 0205). The marketing
// consent's wording is the checkbox's own, so its version lives here. Checkout orders stored
// before the versions had one home carry 'tic-ileti-2024-01' for the marketing consent: the same
// wording as 'ticari-ileti-2024-01' (docs/decisions/0101), so those rows are left as they were written.
export const CONSENT_TEXT_VERSION = {
  kvkk: legalVersion('kvkk'),
  marketing: 'ticari-ileti-2024-01',
  distance_sales_contract: legalVersion('distance_sales_contract'),
  preliminary_info: legalVersion('preliminary_info'),
} as const;
