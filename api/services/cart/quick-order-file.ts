import { invalid } from '../../core/errors.ts';
import { linesFromRows, type QuickLine } from '../../schemas/quick-order-lines.ts';
import { MAX_QUICK_ORDER_LINES, QUICK_ORDER_MESSAGES as m } from '../../schemas/quick-order.ts';
import { readTable, type TableLimits } from '../catalogue/sheet/read-sheet.ts';
import { SheetRefused } from '../spreadsheet/xlsx-rows.ts';

/**
 * What a quick-order file may cost (issue 45): anyone with a session may send one, so its parts,
 * texts and rows are bounded to what 200 lines need with room for a customer's own columns and
 * formatting, and the read stops at the first row past the line limit. Worst case measured in
 * tests/integration/quick-order-file-limits.test.ts: well under 50 MB and 1 s.
 */
export const QUICK_ORDER_FILE_LIMITS: TableLimits = {
  maxEntries: 100,
  maxPartBytes: 2 * 1024 * 1024,
  maxSharedStrings: 20_000,
  maxRowNumber: 1_048_576,
  maxColumns: 100,
  // The header row, the lines, and one more that says there are too many.
  maxRows: MAX_QUICK_ORDER_LINES + 1,
};

/** The lines of an uploaded CSV or XLSX file; a file past a limit is refused in Turkish. */
export async function quickOrderFileLines(bytes: Uint8Array, signal?: AbortSignal): Promise<QuickLine[]> {
  try {
    return linesFromRows(await readTable(bytes, QUICK_ORDER_FILE_LIMITS, signal));
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    if (error.reason === 'rows') throw invalid(m.tooManyLines);
    if (error.reason === 'unreadable') throw invalid(m.fileUnreadable);
    throw invalid(m.fileTooComplex);
  }
}
