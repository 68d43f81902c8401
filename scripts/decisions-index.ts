// Rebuilds the table of docs/decisions/README.md: one row per record number, in order, whatever
// merges left behind (rows appended twice, repeated header rows, or a side's rows dropped by
// taking the other side's table): a record file without a row gets one from its heading and
// its 'Status:' line, dated today. Run `npx prettier --write docs/decisions/README.md` after.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const folder = new URL('../docs/decisions/', import.meta.url);
const file = new URL('README.md', folder);
const text = readFileSync(file, 'utf8');
const lines = text.split('\n');
const tableStart = lines.findIndex((l) => l.startsWith('| record'));
const rows = new Map<string, string>();
for (const line of lines.slice(tableStart)) {
  const number = /^\| \[(\d{4})/.exec(line)?.[1];
  if (number) rows.set(number, line);
}

const today = new Date().toISOString().slice(0, 10);
for (const name of readdirSync(folder).filter((n) => /^\d{4}-.+\.md$/.test(n))) {
  const number = name.slice(0, 4);
  if (rows.has(number)) continue;
  const record = readFileSync(new URL(name, folder), 'utf8');
  const title = /^# (.+)$/m.exec(record)?.[1]?.trim() ?? name;
  const status = /^Status:\s*([a-zA-Z-]+)/m.exec(record)?.[1] ?? 'accepted';
  rows.set(number, `| [${title}](${name}) | ${status} | ${today} |`);
}

const table = [
  '| record | status | date |',
  '| --- | --- | --- |',
  ...[...rows.keys()].sort().map((n) => rows.get(n)!),
];
writeFileSync(file, [...lines.slice(0, tableStart), ...table, ''].join('\n'));
console.log(`${rows.size} records indexed`);
