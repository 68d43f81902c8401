import type { InvoiceDocument } from './invoice-model.ts';
import { InvoiceProviderError, type InvoiceProvider } from './provider-types.ts';

// Nilvera, a GİB-licensed integrator that takes the shop's own UBL-TR XML (decision 0302):
//   GET  /general/GlobalCompany/Check/TaxNumber/{vkn}?globalUserType=Invoice  → the e-Fatura
//        mailbox aliases of a registered user, [] for anyone else;
//   POST /einvoice/Send/Xml?Alias={alias}  (multipart 'file')  → an e-Fatura to that mailbox;
//   POST /earchive/Send/Xml                (multipart 'file')  → an e-Arşiv invoice;
//   POST /earchive/Invoices/Cancel         (JSON [ETTN])       → cancels e-Arşiv invoices.
// Authorization: Bearer NILVERA_API_KEY. The user list is cached for a day per process.

const retryableStatus = (status: number) => status >= 500 || status === 429;

export const USER_LIST_TTL_MS = 24 * 60 * 60_000;
const TIMEOUT_MS = 30_000;

interface CacheEntry {
  alias: string | null;
  at: number;
}

export function createNilveraProvider(o: { apiKey: string; baseUrl: string; now?: () => number }): InvoiceProvider & {
  userListLookups: () => number;
} {
  const now = o.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();
  let lookups = 0;
  const base = o.baseUrl.replace(/\/+$/, '');

  async function call(method: string, path: string, body?: FormData | unknown[]): Promise<Response> {
    const json = Array.isArray(body);
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${o.apiKey}`,
          accept: 'application/json',
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: json ? JSON.stringify(body) : body } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new InvoiceProviderError("Nilvera'ya ulaşılamadı");
    }
  }

  /** Nilvera's reason in Turkish when it gives one (Errors[].Description or Message). */
  async function refusal(res: Response): Promise<string> {
    const json = (await res.json().catch(() => null)) as {
      Errors?: { Description?: string }[];
      Message?: string;
    } | null;
    return (
      json?.Errors?.map((e) => e.Description)
        .filter(Boolean)
        .join('; ') ||
      json?.Message ||
      `HTTP ${res.status}`
    );
  }

  async function aliasOf(taxNumber: string): Promise<string | null> {
    const hit = cache.get(taxNumber);
    if (hit && now() - hit.at < USER_LIST_TTL_MS) return hit.alias;
    lookups++;
    const res = await call(
      'GET',
      `/general/GlobalCompany/Check/TaxNumber/${encodeURIComponent(taxNumber)}?globalUserType=Invoice`,
    );
    if (res.status === 404) return remember(taxNumber, null);
    if (!res.ok) throw new InvoiceProviderError(`Nilvera e-Fatura kullanıcı sorgusu başarısız: ${await refusal(res)}`);
    const rows = (await res.json()) as { Alias?: string; Name?: string }[];
    const alias = (Array.isArray(rows) ? rows : []).map((r) => r.Alias ?? r.Name).find((a): a is string => !!a) ?? null;
    return remember(taxNumber, alias);
  }
  const remember = (taxNumber: string, alias: string | null) => {
    cache.set(taxNumber, { alias, at: now() });
    return alias;
  };

  return {
    name: 'nilvera',
    test: false,
    userListLookups: () => lookups,
    isEFaturaUser: async (taxNumber) => (await aliasOf(taxNumber)) !== null,
    async issue(doc: InvoiceDocument, xml: string) {
      const form = new FormData();
      form.append('file', new Blob([xml], { type: 'application/xml' }), `${doc.uuid}.xml`);
      let path = '/earchive/Send/Xml';
      if (doc.profile !== 'EARSIVFATURA') {
        const alias = await aliasOf(doc.buyer.id);
        if (!alias)
          throw new InvoiceProviderError(
            'Alıcı artık e-Fatura kullanıcısı değil; fatura e-Arşiv olarak yeniden düzenlenmeli',
            false,
          );
        path = `/einvoice/Send/Xml?Alias=${encodeURIComponent(alias)}`;
      }
      const res = await call('POST', path, form);
      if (res.ok) return { reference: doc.uuid };
      const reason = await refusal(res);
      // A retry after a lost answer: Nilvera already has this ETTN, so the document is filed.
      if (res.status === 409 || /daha önce|already exists/i.test(reason)) return { reference: doc.uuid };
      throw new InvoiceProviderError(`Nilvera faturayı reddetti: ${reason}`, retryableStatus(res.status));
    },
    async cancel(doc) {
      // An e-Fatura is cancelled between seller and buyer through GİB's portal (decision 0331).
      if (doc.profile !== 'EARSIVFATURA') return 'manual';
      const res = await call('POST', '/earchive/Invoices/Cancel', [doc.uuid]);
      if (res.ok) return 'cancelled';
      const reason = await refusal(res);
      // A retry after a lost answer: the invoice is already cancelled there.
      if (/zaten iptal|already cancel/i.test(reason)) return 'cancelled';
      throw new InvoiceProviderError(`Nilvera iptali reddetti: ${reason}`, retryableStatus(res.status));
    },
  };
}
