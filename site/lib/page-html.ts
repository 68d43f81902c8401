import sanitizeHtml from 'sanitize-html';

// Page records (misyon, vizyon, sirket) hold admin-written HTML: only text
// formatting survives, never scripts, styles or event handlers.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Safe HTML of a page; line breaks become spaces as the spec asks for the home page. */
export function pageHtml(content: string): string {
  return sanitizeHtml(content.replace(/\r?\n/g, ' '), OPTIONS).trim();
}

/** Plain text of a page (meta descriptions, short teasers). */
export function pageText(content: string, max = 300): string {
  const text = sanitizeHtml(content, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
