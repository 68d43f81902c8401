import { describe, expect, it } from 'vitest';
import { pageHtml, pageText } from './page-html';

describe('page HTML from the admin', () => {
  it('keeps formatting, drops scripts, handlers and styles', () => {
    const html = pageHtml(
      '<p onclick="x()" style="color:red">Merhaba <strong>Ankara</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(html).toBe('<p>Merhaba <strong>Ankara</strong></p>');
  });

  it('turns line breaks into spaces and neutralises javascript: links', () => {
    expect(pageHtml('<p>bir\niki</p>')).toBe('<p>bir iki</p>');
    expect(pageHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('gives plain text for descriptions, shortened with an ellipsis', () => {
    expect(pageText('<p>İvedik <b>OSB</b></p>\n<p>Ankara</p>')).toBe('İvedik OSB Ankara');
    expect(pageText(`<p>${'a'.repeat(400)}</p>`, 10)).toBe('aaaaaaaaa…');
  });
});
