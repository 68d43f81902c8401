import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { xmlElement, xmlText } from './xml-text.ts';

describe('xml text', () => {
  it('escapes markup and drops characters XML cannot carry, keeping Turkish letters', () => {
    const name = `Kablo & Pano <3x2,5> "NYY" 'İç' çğıöşü\u0001\u0008\uFFFE`;
    const xml = `<a>${xmlElement('b', name)}</a>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ processEntities: true, htmlEntities: false }).parse(xml) as { a: { b: string } };
    expect(parsed.a.b).toBe(`Kablo & Pano <3x2,5> "NYY" 'İç' çğıöşü`);
    expect(xmlText('a&b')).toBe('a&amp;b');
    expect(xmlText('NYY 3x2,5 kablo')).toBe('NYY 3x2,5 kablo');
    expect(xmlText('yarım \uD800 vekil')).toBe('yarım \uFFFD vekil');
  });

  it('writes nothing for a missing or blank optional value', () => {
    expect(xmlElement('brand', null)).toBe('');
    expect(xmlElement('brand', '  ')).toBe('');
  });
});
