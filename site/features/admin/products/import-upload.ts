import { ApiError, apiUpload } from '#site/lib/api-client.ts';
import type { ImportSummary } from '#api/schemas/product-sheet.ts';

export interface ImportAnswer extends ImportSummary {
  applied: boolean;
  message?: string;
}

/** The import's 422 with the rows' errors is a summary to show, not a failure. */
function rowErrorsAnswer(error: unknown): ImportAnswer | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  try {
    const body = JSON.parse(error.body) as Partial<ImportAnswer>;
    return Array.isArray(body.errors) ? (body as ImportAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * Sends the spreadsheet to the import API through the one client (`apiUpload`), whose upload
 * events give the progress bar its value; `onProgress(null)` marks the start of the server's work.
 * Failures are the client's ApiError.
 */
export async function uploadImport(
  file: File,
  options: { dryRun: boolean; skipBadRows: boolean },
  onProgress: (fraction: number | null) => void,
): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', file);
  form.append('dryRun', String(options.dryRun));
  form.append('skipBadRows', String(options.skipBadRows));
  try {
    const res = await apiUpload('POST', '/api/admin/products/import', form, onProgress);
    return (await res.json()) as ImportAnswer;
  } catch (error) {
    const answer = rowErrorsAnswer(error);
    if (answer) return answer;
    throw error;
  }
}
