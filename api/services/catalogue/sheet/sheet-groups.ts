import type { Sql, Tx } from '#db/connection.ts';
import { conflict, invalid } from '#api/core/errors.ts';
import { sheetMessages as m } from '#api/schemas/product-sheet.ts';

// The price groups' columns of the product sheet (decision 0285): 'Grup fiyatı: <name>', one per
// group after `price`, holding the row's explicit group price (empty: none).

export interface SheetGroup {
  id: number;
  name: string;
  /** The header as the file writes it (errors name it so). */
  header: string;
}

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR');

/** The group name a header stands for ('GRUP FİYATI: Bayi' → 'Bayi'), or null when it is no group column. */
export function groupNameOfHeader(header: string): string | null {
  const match = /^grup[ _]f[iı]yat[iı]\s*:(.*)$/.exec(fold(header.replace(/^\uFEFF/, '')));
  return match ? match[1]!.trim() : null;
}

/** Every price group in the export's order (the admin dialog's: by name). */
export const priceGroupsInOrder = (sql: Sql) =>
  sql<{ id: number; name: string }[]>`SELECT id, name FROM price_groups ORDER BY name, id`;

/**
 * The groups a file's group columns name, matched by name in Turkish lower case. A column naming no
 * group, or a group twice, refuses the whole file before any row is read.
 */
export async function sheetGroups(sql: Sql, headers: string[]): Promise<SheetGroup[]> {
  if (!headers.length) return [];
  const byName = new Map((await priceGroupsInOrder(sql)).map((g) => [fold(g.name), g]));
  const seen = new Set<number>();
  return headers.map((header) => {
    const group = byName.get(fold(groupNameOfHeader(header) ?? ''));
    if (!group) throw invalid(m.unknownGroupColumn(header));
    if (seen.has(group.id)) throw invalid(m.groupColumnTwice(header));
    seen.add(group.id);
    return { id: group.id, name: group.name, header };
  });
}

/** Keeps the file's groups for the transaction (a group deleted meanwhile would lose its prices' key). */
export async function lockGroups(tx: Tx, groups: SheetGroup[]): Promise<void> {
  if (!groups.length) return;
  const ids = groups.map((g) => g.id);
  const found = await tx<{ id: number }[]>`SELECT id FROM price_groups WHERE id = ANY(${ids}::int[]) FOR KEY SHARE`;
  if (found.length !== ids.length) throw conflict(m.groupsChanged);
}

/** A row's group cells: group id → price, null to remove. */
export type GroupCells = Map<number, string | null>;

/** Whether the file's cells differ from the explicit prices set now (groups not in the file stay). */
export function groupCellsChange(cells: GroupCells | undefined, current: Map<number, string> | undefined): boolean {
  if (!cells) return false;
  for (const [group, price] of cells) if ((current?.get(group) ?? null) !== price) return true;
  return false;
}
