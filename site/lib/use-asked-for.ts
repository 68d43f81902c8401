import { useState } from 'react';

/** True from the first time `open` is true: a dialog loaded on first use stays mounted after. */
export function useAskedFor(open: boolean): boolean {
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  return asked || open;
}
