/** The top of a payment's result page: a large ✓ (paid) or ✕ (not paid) mark, the title and one line below. */
export function ResultHeading({ ok, title, message }: { ok: boolean; title: string; message: string }) {
  return (
    <div className="mb-8 text-center">
      <div
        aria-hidden="true"
        className={`mx-auto mb-4 flex h-16 w-16 items-center justify-center rounded-full text-3xl ${ok ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700'}`}
      >
        {ok ? '✓' : '✕'}
      </div>
      <h1 className={`text-3xl font-bold ${ok ? 'text-green-700' : 'text-red-700'}`}>{title}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
    </div>
  );
}
