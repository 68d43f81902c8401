import fc from 'fast-check';
import { sameAsBillingForm, validForm } from '../../helpers/checkout-fixtures.ts';

// Generated requests for the API fuzz test: wrong types, huge numbers, deep nesting, unicode,
// nulls, arrays for strings; path values, query strings and headers as well as bodies.

export interface FuzzRequest {
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body: string | null;
}

export interface Tokens {
  admin: string;
  customer: string;
}

const FIELD_NAMES = [
  'username',
  'password',
  'email',
  'fullName',
  'phone',
  'kvkkConsent',
  'emailMarketingConsent',
  'productId',
  'variantId',
  'quantity',
  ...Object.keys(validForm()), // the checkout form's
  'value',
  'key',
  'name',
  'slug',
  'subject',
  'message',
  'website',
  'status',
  'carrier',
  'trackingNumber',
  'currentPassword',
  'newPassword',
  'title',
  'price',
  'stock',
  'categories',
  'variants',
  'isActive',
  'parentId',
  'description',
  'token',
  '__proto__',
  'constructor',
];
const QUERY_NAMES = [
  'page',
  'limit',
  'search',
  'q',
  'category',
  'categories',
  'brand',
  'brands',
  'sort',
  'minPrice',
  'maxPrice',
  'inStock',
  'featured',
  'orderNumber',
  'email',
  'token',
  'status',
  'from',
  'to',
  'id',
  'ettn',
];

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'İıIi',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '9'.repeat(40),
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\ud800',
    'yarım \udc00 karakter',
    '\u202e',
    '😀'.repeat(50),
    '<script>alert(1)</script>',
    'a@b',
    'true',
  ),
  fc.nat({ max: 5000 }).map((n) => 'x'.repeat(n)),
);
/** Whole numbers just beyond PostgreSQL's `integer` (every id, stock and quantity column) and far beyond. */
const beyondInteger = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 32, 1e10, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
);
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.1, 12.345),
  beyondInteger,
);
const leaf = fc.oneof(
  weirdString,
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  // A list of ids with one beyond the range (a product's categories, a bulk selection).
  fc
    .tuple(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }), beyondInteger)
    .map(([ids, big]) => [...ids, big]),
  beyondInteger.map(String),
);

/** Deep nesting: a value wrapped in arrays and objects up to 200 levels. */
const deep = fc.tuple(fc.nat({ max: 200 }), leaf).map(([depth, value]) => {
  let v: unknown = value;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const value = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

/** An object with the fields the routes read, each holding anything. */
const shapedObject = fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 12 });

const jsonBody = fc.oneof(
  { weight: 6, arbitrary: shapedObject.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: deep.map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      'null',
      '[]',
      '"text"',
      '{"a":',
      '\u0000',
      '{"__proto__":{"isAdmin":true}}',
      '1'.repeat(400),
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
);

const formBody = shapedObject.map((o) => {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return form.toString();
});

function multipart(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(
    ([k, v]) =>
      `--fuzz\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
  );
  return `${parts.join('')}--fuzz--\r\n`;
}

const ascii = (max: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max });

function headersArb(tokens: Tokens) {
  return fc.record(
    {
      authorization: fc.oneof(
        fc.constant(undefined),
        fc.constant(`Bearer ${tokens.admin}`),
        fc.constant(`Bearer ${tokens.customer}`),
        ascii(60).map((t) => `Bearer ${t}`),
        ascii(40),
      ),
      'x-session-id': fc.oneof(fc.constant(undefined), fc.constant('session_0123456789abcdef_lx1'), ascii(300)),
      'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), ascii(100)),
      'content-type': fc.oneof(
        fc.constant('application/json'),
        fc.constant('application/x-www-form-urlencoded'),
        fc.constant('multipart/form-data; boundary=fuzz'),
        fc.constant('text/plain'),
        ascii(40),
      ),
      accept: fc.oneof(fc.constant(undefined), fc.constant('application/json'), ascii(30)),
    },
    { requiredKeys: ['x-forwarded-for', 'content-type'] },
  );
}

// Sent as they are: broken percent-encoding and encoded separators.
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '..%2F..%2Fetc',
  '%2e%2e',
  '%FF%FE',
  '%ED%A0%80',
  'a%2',
  '%%41',
];
const segment = (value: string) => (RAW_SEGMENTS.includes(value) ? value : encodeURIComponent(value));

function pathValue() {
  return fc.oneof(
    fc.constantFrom(...RAW_SEGMENTS),
    fc.integer().map(String),
    fc.constantFrom('0', '-1', '1', '2147483647', '2147483648', '-2147483649', '4294967296', '99999999999999999999'),
    fc.constantFrom('1.5', '1e3', 'null', 'NaN', ' 1', '%', 'İ'),
    beyondInteger.map(String),
    // Names longer than any stored one: past the file system's 255-byte limit and far past it.
    fc.constantFrom(256, 300, 1024, 5000).map((n) => 'b'.repeat(n)),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 10 }),
    fc.nat({ max: 3000 }).map((n) => 'a'.repeat(n)),
  );
}

// Well-formed bodies per route; the fuzzer breaks one field at a time so requests get past the
// first checks and reach the rules and the database behind them.
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/register': {
    username: 'gecerli_kisi',
    email: 'gecerli@ornek.com.tr',
    password: 'Kavun-Lamba-7',
    fullName: 'Ayşe Yılmaz',
    phone: '0312 555 00 00',
    kvkkConsent: true,
    emailMarketingConsent: false,
  },
  'POST /api/auth/login': { username: 'fuzz_musteri', password: 'musteri-123' },
  'POST /api/contact': {
    name: 'Ayşe Yılmaz',
    email: 'ayse@ornek.com.tr',
    phone: '0312 555 00 00',
    company: 'Başkent Yapı',
    subject: 'genel',
    message: 'Merhaba',
  },
  'POST /api/cart/items': { productId: 1, variantId: null, quantity: 1 },
  'PUT /api/cart/items/:id': { quantity: 2 },
  'POST /api/checkout/create': {
    ...sameAsBillingForm(),
    companyName: 'Başkent Yapı',
    taxNumber: '1234567890',
    notes: 'Kapıya bırakın',
  },
  'PUT /api/settings/:key': { value: 'Yeni başlık' },
  'PUT /api/account/password': { currentPassword: 'musteri-123', newPassword: 'Yeni-Armut-42' },
  'POST /api/admin/orders/:id/status': { status: 'shipped', carrier: 'Aras Kargo', trackingNumber: '1234567890' },
  // Admin bodies with ids and counts: the fuzzer puts integers beyond PostgreSQL's range into them.
  'POST /api/admin/categories': { name: 'Fuzz Kategori', slug: 'fuzz-kategori', parentId: 1 },
  'PUT /api/admin/categories/:id': { name: 'Fuzz Kategori', slug: 'fuzz-kategori-2', parentId: 1 },
  'POST /api/admin/products/bulk': { action: 'move', categoryId: 1, ids: [1, 2] },
  'PUT /api/admin/customers/:id/price-group': { priceGroupId: 1 },
  'POST /api/admin/trade-applications/:id/approve': { priceGroupId: 1 },
  'POST /api/admin/orders/:id/refunds': { kind: 'refund', lines: [{ itemId: 1, quantity: 1 }] },
  'PUT /api/admin/products/:id/price-tiers': {
    tiers: [{ variantId: null, priceGroupId: 1, minQuantity: 10, unitPrice: '9.90' }],
  },
  'PUT /api/admin/products/:id/group-prices': { prices: [{ priceGroupId: 1, variantId: null, price: '9.90' }] },
  'PUT /api/admin/products/:id/order-rules': { minOrderQuantity: 2, orderStep: 1 },
  'PUT /api/admin/products/:id/sale': {
    variantId: 1,
    salePrice: '0.50',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2099-01-01T00:00:00Z',
  },
};

// Multipart forms: lists (categories, variants) travel as JSON text in one field each.
const PRODUCT_FORM = {
  name: 'Fuzz Ürün',
  slug: 'fuzz-urun',
  basePrice: '10',
  stockQuantity: 5,
  stockBase: 5,
  minOrderQuantity: 1,
  categories: [1],
  variants: [{ id: 1, name: 'A', price: '1', stockQuantity: 1, stockBase: 1 }],
};
const VALID_FORMS: Record<string, Record<string, unknown>> = {
  'POST /api/admin/products': PRODUCT_FORM,
  'PUT /api/admin/products/:id': PRODUCT_FORM,
};

type Path = (string | number)[];

/** Where a well-formed body holds a number, nested ones included. */
function numberPaths(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'number') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => numberPaths(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => numberPaths(v, [...at, k]));
  return [];
}

function replacedAt(value: unknown, [head, ...rest]: Path, next: unknown): unknown {
  if (head === undefined) return next;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replacedAt(copy[head], rest, next);
  return copy;
}

/** One number of a well-formed body, at any depth, beyond PostgreSQL's `integer`. */
function beyondRangeInside(valid: Record<string, unknown>) {
  const paths = numberPaths(valid);
  return fc
    .tuple(fc.nat(), beyondInteger, fc.boolean())
    .map(([i, big, asText]) =>
      paths.length ? (replacedAt(valid, paths[i % paths.length]!, asText ? String(big) : big) as object) : valid,
    );
}

/** One field of a well-formed body broken (or a field added), or one of its numbers beyond range. */
function brokenValid(valid: Record<string, unknown>) {
  const oneField = fc
    .tuple(fc.constantFrom(...Object.keys(valid), ...FIELD_NAMES), value, fc.boolean())
    .map(([key, v, drop]) => {
      const body: Record<string, unknown> = { ...valid, [key]: v };
      if (drop) delete body[key];
      return body;
    });
  return fc.oneof(oneField, beyondRangeInside(valid));
}

/** Requests to one route pattern (`/api/orders/:orderNumber`) with everything generated. */
export function requestsFor(method: string, route: string, tokens: Tokens): fc.Arbitrary<FuzzRequest> {
  const params = route.split('/').filter((s) => s.startsWith(':'));
  const validJson = VALID_BODIES[`${method} ${route}`];
  const validForm = VALID_FORMS[`${method} ${route}`];
  const anyBody = fc.oneof(jsonBody, formBody, shapedObject.map(multipart));
  const broken = validJson
    ? brokenValid(validJson).map((b) => JSON.stringify(b))
    : validForm
      ? brokenValid(validForm).map((b) => multipart(b as Record<string, unknown>))
      : null;
  return fc
    .record({
      // A request that passes the door: the id of a fixture row, the body's own type and, on an
      // admin route, the admin's token, so a broken field reaches the schema and the database.
      proper: broken ? fc.boolean() : fc.constant(false),
      values: fc.array(pathValue(), { minLength: params.length, maxLength: params.length }),
      query: fc.array(
        fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), ascii(10)), fc.oneof(weirdString, weirdNumber.map(String))),
        { maxLength: 6 },
      ),
      headers: headersArb(tokens),
      body: fc.option(
        broken ? fc.oneof({ weight: 3, arbitrary: broken }, { weight: 1, arbitrary: anyBody }) : anyBody,
        { nil: null, freq: 4 },
      ),
      brokenBody: broken ?? fc.constant(null),
    })
    .map(({ proper, values, query, headers, body: anyOrBroken, brokenBody }) => {
      let i = 0;
      const path = route
        .split('/')
        .map((s) => (s.startsWith(':') ? (proper ? '1' : segment(values[i++] ?? '')) : s))
        .join('/');
      const clean = Object.fromEntries(
        Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined),
      );
      const body = proper ? brokenBody : anyOrBroken;
      if (proper) {
        clean['content-type'] = validForm ? 'multipart/form-data; boundary=fuzz' : 'application/json';
        if (route.startsWith('/api/admin/')) clean.authorization = `Bearer ${tokens.admin}`;
      }
      return { path, query: query.map(([k, v]) => [k, v] as [string, string]), headers: clean, body };
    });
}
