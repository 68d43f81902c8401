import { describe, expect, it } from 'vitest';
import { inertText, textOfCell } from './spreadsheet-text.ts';

describe('text written into a spreadsheet', () => {
  it('never starts with a formula character', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(inertText(`${start}HYPERLINK("http://kotu.example","Tıkla")`)).toMatch(/^'/);
    expect(inertText('NYM Kablo 3x2,5')).toBe('NYM Kablo 3x2,5');
    expect(inertText("Ali'nin Dükkânı")).toBe("Ali'nin Dükkânı");
  });

  it('reads back as exactly what was written, an apostrophe of its own included', () => {
    for (const text of ['=HYPERLINK("x")', "'=1+1", "''-5", "'alıntı", '-', 'Kablo', ''])
      expect(textOfCell(inertText(text))).toBe(text);
  });
});
