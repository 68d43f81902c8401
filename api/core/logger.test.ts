import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

const capture = (format: 'json' | 'pretty', level: 'silent' | 'error' | 'info' = 'info') => {
  const lines: { line: string; level: string }[] = [];
  const log = createLogger({ level, format, write: (line, lvl) => lines.push({ line, level: lvl }) });
  return { log, lines };
};

describe('the logger', () => {
  it('writes one JSON object per line in production format, with the error and its cause', () => {
    const { log, lines } = capture('json');
    log.error('Ödeme başlatılamadı', {
      orderNumber: 'ABCD2345',
      error: new Error('bağlantı koptu', { cause: new Error('ECONNRESET') }),
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('error');
    const entry = JSON.parse(lines[0]!.line);
    expect(entry).toMatchObject({ level: 'error', message: 'Ödeme başlatılamadı', orderNumber: 'ABCD2345' });
    expect(entry.error).toMatchObject({ name: 'Error', message: 'bağlantı koptu', cause: { message: 'ECONNRESET' } });
    expect(entry.error.stack).toContain('logger.test.ts');
    expect(Number.isNaN(Date.parse(entry.time))).toBe(false);
  });

  it('writes a readable line with the context and the stack in a terminal', () => {
    const { log, lines } = capture('pretty');
    log.info('Site yayınlandı', { build: 'b1' });
    log.error('Kargo e-postası gönderilemedi', { error: new Error('SMTP kapalı') });
    expect(lines[0]!.line).toMatch(/^\d\d:\d\d:\d\d bilgi Site yayınlandı build=b1$/);
    expect(lines[1]!.line.split('\n')[0]).toMatch(/HATA Kargo e-postası gönderilemedi$/);
    expect(lines[1]!.line).toContain('Error: SMTP kapalı');
  });

  it('keeps to its level: error drops info, silent drops everything', () => {
    const errorsOnly = capture('json', 'error');
    errorsOnly.log.info('görünmez');
    errorsOnly.log.error('görünür');
    expect(errorsOnly.lines.map((l) => JSON.parse(l.line).message)).toEqual(['görünür']);
    const silent = capture('pretty', 'silent');
    silent.log.warn('hiç');
    silent.log.error('hiç');
    expect(silent.lines).toEqual([]);
  });

  it('shows warnings even at the error level, as UYARI in a terminal and level warn in JSON', () => {
    const pretty = capture('pretty', 'error');
    pretty.log.warn('Test modu: gerçek ödeme alınmaz');
    expect(pretty.lines).toEqual([
      { line: expect.stringMatching(/^\d\d:\d\d:\d\d UYARI Test modu: gerçek ödeme alınmaz$/), level: 'warn' },
    ]);
    const json = capture('json', 'error');
    json.log.warn('Test modu');
    expect(JSON.parse(json.lines[0]!.line)).toMatchObject({ level: 'warn', message: 'Test modu' });
  });
});
