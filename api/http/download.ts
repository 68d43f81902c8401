// Files the admin downloads (the catalogue sheet, the accountant's export): never cached.

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

/** An attachment answer with the given file name. */
export const download = (body: BodyInit, type: string, fileName: string) =>
  new Response(body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });

const TURKISH_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};

/**
 * `attachment` naming the file for every browser: `filename*` (RFC 5987/6266) carries the
 * Turkish name exactly; `filename`, for the few that read only it, the same name in ASCII.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (c) => TURKISH_ASCII[c]!)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
