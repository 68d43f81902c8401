import type { ImportAnswer } from './import-upload';

const SHOWN_ERRORS = 50;

/** The counts of an import (or its dry run) and the first errors by row and column. */
export function ImportSummaryView({ answer, heading }: { answer: ImportAnswer; heading: string }) {
  const n = (v: number) => v.toLocaleString('tr-TR');
  return (
    <section aria-label="İçe aktarma özeti" className="space-y-3">
      <h3 className="font-semibold">{heading}</h3>
      <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <li className="rounded-lg bg-green-50 p-2">
          Yeni: <strong>{n(answer.created)}</strong>
        </li>
        <li className="rounded-lg bg-blue-50 p-2">
          Güncellenen: <strong>{n(answer.updated)}</strong>
        </li>
        <li className="rounded-lg bg-slate-100 p-2">
          Değişmeyen: <strong>{n(answer.unchanged)}</strong>
        </li>
        <li className="rounded-lg bg-red-50 p-2">
          Hata: <strong>{n(answer.errors.length)}</strong>
        </li>
      </ul>
      {answer.categoriesCreated > 0 && (
        <p className="text-sm">
          {n(answer.categoriesCreated)} yeni kategori {answer.dryRun ? 'oluşturulacak' : 'oluşturuldu'}.
        </p>
      )}
      {answer.errors.length > 0 && (
        <div className="max-h-72 overflow-auto rounded-lg border border-red-200">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Hatalı satırlar</caption>
            <thead className="bg-red-50 text-left">
              <tr>
                <th scope="col" className="px-2 py-1">
                  Satır
                </th>
                <th scope="col" className="px-2 py-1">
                  Sütun
                </th>
                <th scope="col" className="px-2 py-1">
                  Hata
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.errors.slice(0, SHOWN_ERRORS).map((e, i) => (
                <tr key={i} className="border-t border-red-100">
                  <td className="px-2 py-1">{e.row}</td>
                  <td className="px-2 py-1 font-mono text-xs">{e.column ?? '—'}</td>
                  <td className="px-2 py-1">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {answer.errors.length > SHOWN_ERRORS && (
            <p className="p-2 text-xs text-slate-600">İlk {SHOWN_ERRORS} hata gösteriliyor.</p>
          )}
        </div>
      )}
    </section>
  );
}
