import { companyInfo } from './site-info';
import { LEGAL_TITLES, type KnownLegalKind } from './legal-kinds';

// Build time only: the Markdown texts in content/legal/, rendered by Astro,
// with the company's name, address and contact filled from the settings.
interface MarkdownModule {
  frontmatter: { title?: string; updated?: string };
  compiledContent: () => string | Promise<string>;
}
const modules = import.meta.glob<MarkdownModule>('../../content/legal/*.md', { eager: true });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function legalText(
  kind: KnownLegalKind,
): Promise<{ title: string; updated: string | null; html: string }> {
  const mod = modules[`../../content/legal/${kind}.md`];
  if (!mod) throw new Error(`content/legal/${kind}.md is missing`);
  const info = companyInfo();
  const values: Record<string, string> = {
    company_name: info.name,
    company_address: info.address,
    company_phone: info.phone,
    company_email: info.email,
    company_website: info.website || 'sitemiz',
  };
  const html = (await mod.compiledContent()).replace(/\{\{\s*(\w+)\s*\}\}/g, (m, key: string) =>
    key in values ? escapeHtml(values[key]!) : m,
  );
  return { title: LEGAL_TITLES[kind], updated: mod.frontmatter.updated ?? null, html };
}
