import type { Sql } from '#db/connection.ts';
import { asciiFold } from '../schemas/slug.ts';

// Turkish-aware partial search: both the column and the term are folded to
// lower-case ASCII (İ/ı/I → i, ş → s …), so 'isik' finds 'IŞIK' and 'Işık'.
const FROM = 'ğĞüÜşŞıİöÖçÇ';
const TO = 'gGuUsSiIoOcC';

/** The LIKE pattern for a search box's text, or null when it is blank. */
export function searchPattern(text: string | null | undefined): string | null {
  const term = asciiFold((text ?? '').trim())
    .toLowerCase()
    .slice(0, 100);
  return term === '' ? null : `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/** `column` folded the same way as the term, for `folded(sql, 'p.name') LIKE pattern`. */
export function folded(sql: Sql, column: string) {
  return sql`lower(translate(coalesce(${sql(column)}, ''), ${FROM}, ${TO}))`;
}
