import { companyInfo } from './site-info';
import { LEGAL_TITLES, type LegalKind } from './legal-kinds';
import { fillPlaceholders, legalPlaceholders } from '#api/shared/legal-markdown.ts';

// Build time only: the Markdown texts in content/legal/, rendered by Astro,
// with the company's name, address and contact filled from the settings.
interface MarkdownModule {
  frontmatter: { title?: string; updated?: string; version?: string };
  compiledContent: () => string | Promise<string>;
}
const modules = import.meta.glob<MarkdownModule>('../../content/legal/*.md', { eager: true });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function legalText(kind: LegalKind): Promise<{ title: string; updated: string | null; html: string }> {
  const mod = modules[`../../content/legal/${kind}.md`];
  if (!mod) throw new Error(`content/legal/${kind}.md is missing`);
  const html = fillPlaceholders(await mod.compiledContent(), legalPlaceholders(companyInfo()), escapeHtml);
  return { title: LEGAL_TITLES[kind], updated: mod.frontmatter.updated ?? null, html };
}
