import { DEFAULT_FREE_SHIPPING_THRESHOLD, thresholdText } from '../features/shipping/schemas.ts';

// The legal texts' one home is content/legal/*.md: the legal dialog and pages render them
// (site/lib/legal-texts.ts), the order's contract carries them (orders/sales-contract.ts) and
// the consent rows record their `version` (accounts/consents.ts). Pure text work, no files:
// the site's build and the API share it.

export interface LegalFrontmatter {
  title: string;
  updated: string | null;
  /** What a consent to this text records; bump it whenever the wording changes (decision 0031). */
  version: string | null;
}

export interface LegalSection {
  heading: string;
  body: string[];
}

export interface LegalSource extends LegalFrontmatter {
  sections: LegalSection[];
}

/** The seller facts a legal text names through `{{company_…}}` placeholders. */
export interface LegalCompany {
  name: string;
  address: string;
  phone: string;
  email: string;
  website?: string;
  /** The free-shipping threshold (the 'Kargo' setting, decision 0317); the texts' 500 TL by default. */
  freeShippingThreshold?: string;
}

export function legalPlaceholders(company: LegalCompany): Record<string, string> {
  return {
    free_shipping_threshold: thresholdText(company.freeShippingThreshold ?? DEFAULT_FREE_SHIPPING_THRESHOLD),
    company_name: company.name,
    company_address: company.address,
    company_phone: company.phone,
    company_email: company.email,
    company_website: company.website || 'sitemiz',
  };
}

/** Fills `{{key}}` placeholders; unknown ones stay as written so a typo shows. */
export function fillPlaceholders(text: string, values: Record<string, string>, escape = (s: string) => s): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, key: string) => (key in values ? escape(values[key]!) : m));
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A legal Markdown file as headed sections of plain lines (for mails), its frontmatter apart. */
export function parseLegalMarkdown(markdown: string, values: Record<string, string> = {}): LegalSource {
  const head = FRONTMATTER.exec(markdown);
  const meta = Object.fromEntries(
    (head?.[1] ?? '')
      .split(/\r?\n/)
      .map((line) => /^(\w+):\s*(.*)$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[1]!, m[2]!.trim()]),
  );
  const sections: LegalSection[] = [];
  let current: LegalSection = { heading: '', body: [] };
  for (const block of markdown.slice(head?.[0].length ?? 0).split(/\r?\n\s*\r?\n/)) {
    const text = fillPlaceholders(block.trim(), values).replace(/\*\*(.+?)\*\*/g, '$1');
    if (!text) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(text);
    if (heading) {
      if (current.heading || current.body.length) sections.push(current);
      current = { heading: heading[1]!, body: [] };
    } else current.body.push(...text.split(/\r?\n/).map((l) => l.trim()));
  }
  if (current.heading || current.body.length) sections.push(current);
  return { title: meta.title ?? '', updated: meta.updated ?? null, version: meta.version ?? null, sections };
}
