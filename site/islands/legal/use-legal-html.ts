import { useEffect, useState } from 'react';
import { fetchLegalHtml, type LegalKind } from '../../lib/legal-kinds';

export type LegalHtml = { html: string } | { error: true } | null;

/** The published HTML of a legal text while `kind` is open: null while it loads, error if it could not be had. */
export function useLegalHtml(kind: LegalKind | null): LegalHtml {
  const [text, setText] = useState<{ kind: LegalKind; html: string } | { kind: LegalKind; error: true } | null>(null);
  const loaded = text?.kind;
  useEffect(() => {
    if (!kind || loaded === kind) return;
    let live = true;
    fetchLegalHtml(kind).then(
      (html) => live && setText({ kind, html }),
      () => live && setText({ kind, error: true }),
    );
    return () => {
      live = false;
    };
  }, [kind, loaded]);
  return text && text.kind === kind ? text : null;
}
