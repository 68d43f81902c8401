import { readFileSync } from 'node:fs';
import { parseLegalMarkdown, type LegalSource } from '../../shared/legal-markdown.ts';

// The server's read of content/legal/*.md (the site's build reads them through Astro).

export type LegalFileKind = 'kvkk' | 'distance_sales_contract' | 'preliminary_info';

const LEGAL_DIR = new URL('../../../content/legal/', import.meta.url);

export function readLegalFile(kind: LegalFileKind, values: Record<string, string> = {}): LegalSource {
  return parseLegalMarkdown(readFileSync(new URL(`${kind}.md`, LEGAL_DIR), 'utf8'), values);
}

/** The `version` a legal file's frontmatter declares: what a consent to it records. */
export function legalVersion(kind: LegalFileKind): string {
  const { version } = readLegalFile(kind);
  if (!version) throw new Error(`content/legal/${kind}.md declares no version`);
  return version;
}
