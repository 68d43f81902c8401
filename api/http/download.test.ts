import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './download.ts';
import { documentSizeLabel } from '../schemas/product-documents.ts';

describe('attachmentDisposition', () => {
  it('names a Turkish title exactly in filename* and in ASCII in filename', () => {
    expect(attachmentDisposition('Kullanım Kılavuzu İĞÜŞÖÇ.pdf')).toBe(
      `attachment; filename="Kullanim Kilavuzu IGUSOC.pdf"; filename*=UTF-8''Kullan%C4%B1m%20K%C4%B1lavuzu%20%C4%B0%C4%9E%C3%9C%C5%9E%C3%96%C3%87.pdf`,
    );
  });

  it('keeps quotes, backslashes and line breaks out of the header', () => {
    const header = attachmentDisposition('a"b\\c\r\nd%(1)\'.pdf');
    expect(header).toBe(`attachment; filename="a_b_c__d_(1)'.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0Ad%25%281%29%27.pdf`);
    expect(header).not.toMatch(/[\r\n]/);
  });
});

describe('documentSizeLabel', () => {
  it('writes sizes as a Turkish reader does', () => {
    expect(documentSizeLabel(300)).toBe('1 KB');
    expect(documentSizeLabel(350 * 1024)).toBe('350 KB');
    expect(documentSizeLabel(1.25 * 1024 * 1024)).toBe('1,3 MB');
    expect(documentSizeLabel(20 * 1024 * 1024)).toBe('20 MB');
  });
});
