import { SaxesParser, type SaxesTagPlain } from 'saxes';

// A BMEcat 2005 file read as a stream (issue 47): the bytes are decoded and fed to saxes chunk by
// chunk, and the articles are handed over in batches while the rest of the file is still unread,
// so memory holds one batch, never the document. Saxes expands no DTD and fetches nothing; a
// DOCTYPE is refused the moment it is seen, before anything after it is read (decision 0386).

/** One FEATURE: FNAME (an ETIM feature code or a name), its FVALUEs and FUNIT. */
export interface BmecatFeature {
  name: string;
  values: string[];
  unit: string | null;
}

/** An ARTICLE (BMEcat 1.2 style) or PRODUCT (2005) of a T_NEW_CATALOG or T_UPDATE_PRODUCTS section. */
export interface BmecatArticle {
  /** Its position among the file's articles, from 1. */
  position: number;
  sku: string | null;
  /** The element's mode attribute in T_UPDATE_PRODUCTS ('new', 'update', 'delete'), else null. */
  mode: string | null;
  name?: string;
  description?: string;
  brand?: string;
  /** The first price of type net_list, as the file writes it, with its currency (the header's by default). */
  price?: { amount: string; currency: string | null };
  features: BmecatFeature[];
  /** Fields over their length limit: reported, the article is skipped. */
  tooLong: string[];
}

export type BmecatRefusal = 'doctype' | 'unreadable' | 'encoding' | 'not-bmecat' | 'no-transaction' | 'size';

export class BmecatRefused extends Error {
  readonly reason: BmecatRefusal;
  readonly detail: string;
  constructor(reason: BmecatRefusal, detail = '') {
    super(`bmecat ${reason}${detail ? `: ${detail}` : ''}`);
    this.reason = reason;
    this.detail = detail;
  }
}

export interface ReadOptions {
  /** Articles handed over at a time. */
  batchSize: number;
  /** Bytes the stream may carry; one more refuses the file. */
  maxBytes: number;
  signal?: AbortSignal;
}

const ARTICLE = new Set(['ARTICLE', 'PRODUCT']);
const SECTIONS = new Set(['T_NEW_CATALOG', 'T_UPDATE_PRODUCTS']);
const PRICE = new Set(['ARTICLE_PRICE', 'PRODUCT_PRICE']);
/** Longest text kept per field (characters); a longer one is reported, never truncated silently. */
const MAX_TEXT: Record<string, number> = { DESCRIPTION_LONG: 64_000, default: 1_000 };
const MAX_FEATURES = 1_000;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads `stream`, handing each batch of articles to `onBatch` (awaited before the read goes on).
 * Throws BmecatRefused for a file that is not a BMEcat catalogue we may read.
 */
export async function readBmecat(
  stream: ReadableStream<Uint8Array>,
  onBatch: (articles: BmecatArticle[]) => Promise<void>,
  options: ReadOptions,
): Promise<{ section: string }> {
  const reader = articleReader();
  let decoder: TextDecoder | null = null;
  let bytes = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    if (options.signal?.aborted) throw new BmecatRefused('unreadable', 'yükleme yarıda kesildi');
    bytes += chunk.byteLength;
    if (bytes > options.maxBytes) throw new BmecatRefused('size');
    decoder ??= decoderFor(chunk);
    reader.write(decode(decoder, chunk));
    if (reader.pending.length >= options.batchSize) await onBatch(reader.pending.splice(0));
  }
  if (decoder) reader.write(decode(decoder));
  reader.close();
  if (reader.pending.length) await onBatch(reader.pending.splice(0));
  return { section: reader.section() };
}

/** Bytes to text; bytes the declared encoding cannot hold make the file unreadable. */
function decode(decoder: TextDecoder, chunk?: Uint8Array): string {
  try {
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
  } catch {
    throw new BmecatRefused('unreadable', `${decoder.encoding} olarak okunamayan bayt`);
  }
}

/** The decoder the XML declaration names (UTF-8 without one); an encoding we cannot decode refuses the file. */
function decoderFor(first: Uint8Array): TextDecoder {
  const head = new TextDecoder('latin1').decode(first.subarray(0, 200));
  const named = /^(?:\uFEFF|ï»¿)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  try {
    return new TextDecoder(named ?? 'utf-8', { fatal: true });
  } catch {
    throw new BmecatRefused('encoding', named ?? '');
  }
}

/** The saxes side: tags in, finished articles out (`pending`). */
function articleReader() {
  const parser = new SaxesParser();
  const pending: BmecatArticle[] = [];
  const path: string[] = [];
  let root: string | null = null;
  let section: string | null = null;
  let headerCurrency: string | null = null;
  let position = 0;
  let article: BmecatArticle | null = null;
  let feature: BmecatFeature | null = null;
  let price: { type: string; amount?: string; currency?: string } | null = null;
  let text: { name: string; value: string; lang: string | null } | null = null;
  let nameLang: string | null = null;

  parser.on('doctype', () => {
    throw new BmecatRefused('doctype');
  });
  parser.on('error', (error) => {
    if (error instanceof BmecatRefused) throw error;
    // Saxes says where in English ('3:14: undefined entity.'); the admin is told where, in Turkish.
    const [line, column] = /^(\d+):(\d+)/.exec(error.message)?.slice(1) ?? [];
    throw new BmecatRefused('unreadable', line ? `satır ${line}, sütun ${column}` : '');
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    const parent = path.at(-1);
    path.push(name);
    if (root === null) {
      root = name;
      if (name !== 'BMECAT') throw new BmecatRefused('not-bmecat');
      return;
    }
    if (SECTIONS.has(name) && parent === 'BMECAT') section = name;
    else if (ARTICLE.has(name) && parent !== undefined && SECTIONS.has(parent)) {
      const mode = tag.attributes.mode;
      article = { position: ++position, sku: null, mode: mode ? String(mode) : null, features: [], tooLong: [] };
      nameLang = null;
    } else if (article && name === 'FEATURE') feature = { name: '', values: [], unit: null };
    else if (article && PRICE.has(name)) price = { type: String(tag.attributes.price_type ?? '') };
    if (wanted(name, parent))
      text = { name, value: '', lang: tag.attributes.lang ? String(tag.attributes.lang) : null };
  });
  const onText = (t: string) => {
    if (!text) return;
    text.value += t;
    const max = MAX_TEXT[text.name] ?? MAX_TEXT.default!;
    if (text.value.length > max) {
      if (article && !article.tooLong.includes(text.name)) article.tooLong.push(text.name);
      text.value = '';
    }
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    path.pop();
    if (text && text.name === name) {
      keep(name, text.value.trim(), text.lang);
      text = null;
    }
    if (article && name === 'FEATURE' && feature) {
      if (feature.name && article.features.length < MAX_FEATURES) article.features.push(feature);
      feature = null;
    } else if (article && PRICE.has(name) && price) {
      if (!article.price && price.type === 'net_list' && price.amount !== undefined)
        article.price = { amount: price.amount, currency: price.currency ?? headerCurrency };
      price = null;
    } else if (article && ARTICLE.has(name) && path.length === 2) {
      pending.push(article);
      article = null;
    }
  });

  /** The elements whose text is read, where they stand. */
  function wanted(name: string, parent: string | undefined): boolean {
    if (!article) return name === 'CURRENCY' && parent === 'CATALOG';
    if (feature) return name === 'FNAME' || name === 'FVALUE' || name === 'FUNIT';
    if (price) return name === 'PRICE_AMOUNT' || name === 'PRICE_CURRENCY';
    if (name === 'SUPPLIER_AID' || name === 'SUPPLIER_PID') return parent !== undefined && ARTICLE.has(parent);
    return name === 'DESCRIPTION_SHORT' || name === 'DESCRIPTION_LONG' || name === 'MANUFACTURER_NAME';
  }

  function keep(name: string, value: string, lang: string | null) {
    if (!article) {
      headerCurrency = value || null;
      return;
    }
    if (feature) {
      if (name === 'FNAME' && !feature.name) feature.name = value;
      else if (name === 'FVALUE' && value) feature.values.push(value);
      else if (name === 'FUNIT') feature.unit = value || null;
      return;
    }
    if (price) {
      if (name === 'PRICE_AMOUNT') price.amount = value;
      else price.currency = value || undefined;
      return;
    }
    // Several languages: Turkish wins, else the first.
    const turkish = lang !== null && /^(tur|tr)$/i.test(lang);
    if (name === 'SUPPLIER_AID' || name === 'SUPPLIER_PID') article.sku ??= value || null;
    else if (name === 'MANUFACTURER_NAME') article.brand ??= value || undefined;
    else if (name === 'DESCRIPTION_SHORT' && (article.name === undefined || (turkish && nameLang !== 'tur'))) {
      article.name = value || undefined;
      nameLang = turkish ? 'tur' : lang;
    } else if (name === 'DESCRIPTION_LONG' && (article.description === undefined || turkish))
      article.description = value || undefined;
  }

  return {
    pending,
    write(chunk: string) {
      if (chunk) parser.write(chunk);
    },
    close() {
      parser.close();
      if (root === null) throw new BmecatRefused('not-bmecat');
    },
    section() {
      if (section === null) throw new BmecatRefused('no-transaction');
      return section;
    },
  };
}
