/** The first-payer notice (decision 0346): the quantity is more than a checkout can hold for this buyer. */
export function HoldNotice({ text, className = '' }: { text: string | null | undefined; className?: string }) {
  if (!text) return null;
  return (
    <p role="status" className={`rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900 ${className}`}>
      {text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1)}
    </p>
  );
}
