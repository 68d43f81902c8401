import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The stylesheet build looks for class names only in the site's sources (decision 0307): a data
// folder inside the project (DATA_DIR=./shop-data, not in .gitignore) must neither slow the
// build down nor add to its CSS. This runs the scan exactly as @tailwindcss/vite does for
// site/styles/global.css, with the project folder as Vite's root.

const projectRoot = path.resolve(import.meta.dirname, '../..');
const stylesheet = path.join(projectRoot, 'site/styles/global.css');
const FILES = 2_000;
// A class no source of the site uses, written the way a stored page or a database file holds it.
const MARKER = 'bg-[#0a1b2c]';

async function scanStylesheet() {
  const css = await readFile(stylesheet, 'utf8');
  const compiler = await compile(css, { base: path.dirname(stylesheet), onDependency: () => {} });
  const root = compiler.root;
  const sources = (root === 'none' ? [] : root === null ? [{ base: projectRoot, pattern: '**/*' }] : [{ ...root }]).map(
    (s) => ({ ...s, negated: false }),
  );
  const scanner = new Scanner({
    sources: [...sources, ...compiler.sources],
  });
  const started = performance.now();
  const candidates = scanner.scan();
  return { scanner, candidates, css: compiler.build(candidates), ms: performance.now() - started };
}

describe('the stylesheet build scans only the site', () => {
  const dataDir = path.join(projectRoot, `shop-data-scan-probe-${process.pid}`);

  beforeAll(async () => {
    await mkdir(path.join(dataDir, 'pages'), { recursive: true });
    const page = `<div class="${MARKER} p-[13px]">sayfa</div>\n`.repeat(200);
    for (let i = 0; i < FILES; i++) await writeFile(path.join(dataDir, 'pages', `${i}.html`), page);
  }, 60_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves a large folder of pages inside the project out of the scan and the CSS', async () => {
    const { scanner, candidates, css } = await scanStylesheet();
    const outside = scanner.files.filter((file) => !file.startsWith(path.join(projectRoot, 'site') + path.sep));
    expect(outside).toEqual([]);
    expect(scanner.files.some((file) => file.startsWith(dataDir))).toBe(false);
    expect(candidates).not.toContain(MARKER);
    expect(css).not.toContain('#0a1b2c');
    // The site's own classes are all there.
    expect(css).toContain('.bg-brand-600');
    expect(css).toContain('lg\\:static');
  });

  it('costs no more with the large folder than the site alone needs', async () => {
    const { scanner } = await scanStylesheet();
    // Only the site's files are read: some hundreds, never the probe's thousands.
    expect(scanner.files.length).toBeLessThan(FILES / 2);
  });
});
