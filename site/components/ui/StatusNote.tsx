/** The outcome of a small form's action: read out politely when it worked, at once when it did not. */
export interface Note {
  ok: boolean;
  text: string;
}

/** The note under a small form (`inline`) or as the page's message box (`box`); nothing without a note. */
export function StatusNote({ note, look = 'inline' }: { note: Note | null; look?: 'inline' | 'box' }) {
  if (!note) return null;
  const tone =
    look === 'box'
      ? `rounded-lg p-4 ${note.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`
      : `mt-2 text-sm ${note.ok ? 'text-green-700' : 'text-red-700'}`;
  return (
    <p role={note.ok ? 'status' : 'alert'} className={tone}>
      {note.text}
    </p>
  );
}
