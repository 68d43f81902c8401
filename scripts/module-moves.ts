// Keeps imports pointing at modules that moved. `MOVES` lists every module moved when the
// services were organised by domain (old path → new path). Run after merging a branch that
// was written against the old layout:
//
//   node scripts/module-moves.ts          rewrites imports of old paths to the new ones
//   node scripts/module-moves.ts --move   also `git mv`s any old path that still exists
//
// Only relative import specifiers are touched; the file's own quoting and extension style stay.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listSourceFiles, rewriteSpecifiers } from './source-files.ts';

export const MOVES: [string, string][] = [
  ['api/config.ts', 'api/core/config.ts'],
  ['api/context.ts', 'api/core/context.ts'],
  ['api/routes/admin/params.ts', 'api/http/params.ts'],
  ['api/services/admin/catalogs.ts', 'api/services/content/catalogs.ts'],
  ['api/services/admin/references.ts', 'api/services/content/references.ts'],
  ['api/services/content/content-queries.ts', 'api/services/content/pages.ts'],
  ['api/services/content/settings.ts', 'api/services/settings/settings.ts'],
  ['api/services/orders/shop-settings.ts', 'api/services/settings/shop-settings.ts'],
  ['api/services/admin/categories.ts', 'api/services/catalogue/categories-admin.ts'],
  ['api/services/admin/products-read.ts', 'api/services/catalogue/products-admin.ts'],
  ['api/services/admin/products-write.ts', 'api/services/catalogue/products-save.ts'],
  ['api/services/admin/search.ts', 'api/services/text-search.ts'],
  ['api/services/admin/unique.ts', 'api/services/constraint-conflict.ts'],
  ['api/services/admin/contacts.ts', 'api/services/contact/contacts-admin.ts'],
  ['api/services/admin/orders-read.ts', 'api/services/orders/orders-admin.ts'],
  ['api/services/admin/orders-status.ts', 'api/services/orders/change-status.ts'],
  ['api/services/admin/shipped-mail.ts', 'api/mail/shipped-mail.ts'],
  ['api/services/auth/accounts.ts', 'api/services/accounts/accounts.ts'],
  ['api/services/auth/consents.ts', 'api/services/accounts/consents.ts'],
  ['api/services/auth/sessions.ts', 'api/services/accounts/sessions.ts'],
  ['api/services/auth/throttle.ts', 'api/services/accounts/throttle.ts'],
  ['api/schemas/sales-contract.ts', 'api/services/orders/sales-contract.ts'],
  ['site/islands/order/StatusBadge.tsx', 'site/components/ui/StatusBadge.tsx'],
  // Rules that both the browser and the server run live in api/shared/ (decision 0268).
  ['api/schemas/money.ts', 'api/shared/money.ts'],
  ['api/schemas/money.test.ts', 'api/shared/money.test.ts'],
  ['api/schemas/vat.ts', 'api/shared/vat.ts'],
  ['api/schemas/line-name.ts', 'api/shared/line-name.ts'],
  ['api/services/orders/totals.ts', 'api/shared/totals.ts'],
  ['api/services/orders/totals.test.ts', 'api/shared/totals.test.ts'],
  ['api/services/orders/shipping.ts', 'api/shared/shipping.ts'],
  ['api/services/orders/sales-contract.ts', 'api/shared/sales-contract.ts'],
  ['api/services/content/legal-markdown.ts', 'api/shared/legal-markdown.ts'],
  ['api/services/content/legal-markdown.test.ts', 'api/shared/legal-markdown.test.ts'],
  ['api/services/settings/defaults.ts', 'api/shared/settings-defaults.ts'],
  // Core knows nothing of HTTP: the rate limit counters are not HTTP (decision 0268).
  ['api/http/rate-limit.ts', 'api/core/rate-limit.ts'],
  ['api/http/rate-limit.test.ts', 'api/core/rate-limit.test.ts'],
  ['api/http/rate-limit-store.ts', 'api/core/rate-limit-store.ts'],
  // api/http/client-ip.ts keeps clientIp (h3); the parsing of TRUST_PROXY went to core: import
  // ProxyTrust, parseProxyTrust, clientAddress and isTrustedProxy from api/core/proxy-trust.ts.
  ['api/http/client-ip.test.ts', 'api/core/proxy-trust.test.ts'],
];

// Modules folded into another one: imports of them go to their new home (names may differ;
// the type check shows what is left to rename).
export const MERGED: [string, string][] = [
  ['api/services/admin/settings.ts', 'api/services/settings/settings.ts'],
  ['api/services/content/db.ts', 'db/connection.ts'],
  ['site/islands/admin/orders/StatusBadge.tsx', 'site/components/ui/StatusBadge.tsx'],
];

const root = path.resolve(import.meta.dirname, '..');
const renamed = new Map([...MOVES, ...MERGED].map(([from, to]) => [path.join(root, from), path.join(root, to)]));

function gitMoveLeftovers(): Map<string, string> {
  const movedFrom = new Map<string, string>();
  for (const [from, to] of MOVES) {
    if (!existsSync(path.join(root, from)) || existsSync(path.join(root, to))) continue;
    mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    execFileSync('git', ['mv', from, to], { cwd: root });
    movedFrom.set(path.join(root, to), path.join(root, from));
  }
  return movedFrom;
}

function main() {
  const movedFrom = process.argv.includes('--move') ? gitMoveLeftovers() : new Map<string, string>();
  let changed = 0;
  for (const file of listSourceFiles(root)) {
    const source = readFileSync(file, 'utf8');
    const wasAt = path.dirname(movedFrom.get(file) ?? file);
    const next = rewriteSpecifiers(source, (spec) => {
      if (!spec.startsWith('.')) return spec;
      const target = path.resolve(wasAt, spec);
      const ext = path.extname(spec)
        ? ''
        : (['.ts', '.tsx'].find((e) => renamed.has(target + e) || existsSync(target + e)) ?? '');
      const moved = renamed.get(target + ext);
      const newTarget = moved && !existsSync(target + ext) ? moved : target + ext;
      if (newTarget === target + ext && wasAt === path.dirname(file)) return spec;
      let rel = path.relative(path.dirname(file), newTarget).split(path.sep).join('/');
      if (ext) rel = rel.slice(0, -path.extname(rel).length);
      return rel.startsWith('.') ? rel : `./${rel}`;
    });
    if (next !== source) {
      writeFileSync(file, next);
      changed++;
    }
  }
  console.log(`${movedFrom.size} modules moved, imports rewritten in ${changed} files`);
}

if (import.meta.main) main();
