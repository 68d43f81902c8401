// Rebuilds the table of docs/decisions/README.md: one row per record number, in order, whatever
// merges left behind (rows appended twice, repeated header rows). Run `npx prettier --write` after.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../docs/decisions/README.md', import.meta.url);
const text = readFileSync(file, 'utf8');
const lines = text.split('\n');
const tableStart = lines.findIndex((l) => l.startsWith('| record'));
const rows = new Map<string, string>();
for (const line of lines.slice(tableStart)) {
  const number = /^\| \[(\d{4})/.exec(line)?.[1];
  if (number) rows.set(number, line);
}
const table = [
  '| record | status | date |',
  '| --- | --- | --- |',
  ...[...rows.keys()].sort().map((n) => rows.get(n)!),
];
writeFileSync(file, [...lines.slice(0, tableStart), ...table, ''].join('\n'));
console.log(`${rows.size} records indexed`);
