import type { Tx } from '#db/connection.ts';
import { uniqueSlug } from '#api/schemas/slug.ts';

// A created category fires catalogue_version_categories (db/README.md).

/** A category by its path: an existing id, or a key of one the import creates. */
export type CategoryRef = number | string;

const fold = (name: string) => name.trim().toLocaleLowerCase('tr-TR');
const keyOf = (path: string[]) => path.map(fold).join(' > ');

/**
 * Finds categories by path ('Kablolar > NYY Kablolar', names compared in Turkish lower case)
 * and remembers the paths that do not exist yet; `create` makes them, parents first.
 */
export async function categoryResolver(tx: Tx) {
  const rows = await tx<{ id: number; name: string; parent_id: number | null; slug: string }[]>`
    SELECT id, name, parent_id, slug FROM categories ORDER BY id`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const known = new Map<string, number>();
  for (const r of rows) {
    const parent = r.parent_id === null ? null : byId.get(r.parent_id);
    // Only top-level categories and their children are addressable (the tree has one level of children).
    if (r.parent_id === null) known.set(keyOf([r.name]), r.id);
    else if (parent && parent.parent_id === null) known.set(keyOf([parent.name, r.name]), r.id);
  }
  const missing = new Map<string, string[]>();

  return {
    resolve(path: string[]): CategoryRef {
      const key = keyOf(path);
      const id = known.get(key);
      if (id !== undefined) return id;
      if (path.length === 2 && !known.has(keyOf([path[0]!]))) missing.set(keyOf([path[0]!]), [path[0]!]);
      missing.set(key, path);
      return key;
    },
    get missingCount() {
      return missing.size;
    },
    /** Creates the missing categories; answers every path key's new id. */
    async create(): Promise<Map<string, number>> {
      const created = new Map<string, number>();
      const slugs = new Set(rows.map((r) => r.slug));
      const ordered = [...missing.entries()].sort((a, b) => a[1].length - b[1].length);
      for (const [key, path] of ordered) {
        const parentId = path.length === 2 ? (known.get(keyOf([path[0]!])) ?? created.get(keyOf([path[0]!])))! : null;
        const [row] = await tx<{ id: number }[]>`
          INSERT INTO categories (name, slug, parent_id) VALUES (${path.at(-1)!}, ${uniqueSlug(path.at(-1)!, slugs)}, ${parentId})
          RETURNING id`;
        created.set(key, row!.id);
      }
      return created;
    },
  };
}
