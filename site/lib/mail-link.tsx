import { useEffect, useState, type ReactNode } from 'react';

// The pages a mailed link opens (…?token=…). The token is read after hydration, so the server's
// HTML and the first render agree; opening such a page changes nothing (mail scanners open links).

/** The link's `token`: null until the page has hydrated, '' when the address has none. */
export function useLinkToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);
  return token;
}

/**
 * What a link page shows instead of its content: 'Yükleniyor...' while the token is unread, and,
 * when the page names its `code` ('doğrulama', 'talep'), that the link lost it; null otherwise.
 */
export function linkTokenWait(token: string | null, code?: string): ReactNode {
  if (token === null)
    return (
      <p role="status" className="text-slate-600">
        Yükleniyor...
      </p>
    );
  if (!token && code)
    return (
      <p role="alert" className="text-red-700">
        Bağlantıda {code} kodu yok. Lütfen e-postanızdaki bağlantıyı eksiksiz açın.
      </p>
    );
  return null;
}
