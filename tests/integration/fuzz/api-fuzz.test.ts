import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminToken, customerToken, newSessionToken } from '../../helpers/sessions.ts';
import { insertFixtureCatalogue } from '../catalogue-fixture.ts';
import { createApi } from '#api/app.ts';
import type { Database } from '#db/connection.ts';
import { installChangeCounter } from './change-counter.ts';
import { requestsFor, type FuzzRequest } from './requests.ts';

const backends = runsOn('pglite');

// Every API route gets generated bodies, query strings, headers and path values. Expected:
// never a 5xx; every refusal a JSON { message } in Turkish; a refusal changes nothing stored.

// 60 runs × ~56 routes: about 3,400 requests per database, some 20 s on this machine.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);
// zod's and h3's English, and words no Turkish message of ours contains.
const ENGLISH =
  /\b(expected|invalid|required|received|too (big|small)|must|string|number|boolean|object|array|undefined|cannot|error|exceeds|not found|unauthorized|forbidden|request|body|limit|unexpected|token|input)\b/i;

interface Finding {
  route: string;
  request: FuzzRequest;
  status: number;
  problem: string;
}

describe.each(backends)('API fuzzing (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let changes: () => Promise<number>;
  let routes: { method: string; route: string }[];
  let tokens: { admin: string; customer: string };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db, { TRUST_PROXY: '1' });
    await insertFixtureCatalogue(db.sql);
    tokens = {
      admin: await adminToken(db.sql, 'fuzz_yonetici'),
      customer: await customerToken(db.sql, 'fuzz_musteri'),
    };
    changes = await installChangeCounter(db.sql);
    const api = createApi(server.ctx);
    routes = api['~routes']
      .filter((r) => r.route && r.method && !r.route.includes('*'))
      .map((r) => ({ method: r.method!, route: r.route! }));
    // Uploaded files are served beside the API: their names are paths too.
    routes.push({ method: 'GET', route: '/uploads/:file' }, { method: 'GET', route: '/uploads/img/:file' });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  async function send(method: string, request: FuzzRequest): Promise<{ status: number; type: string; text: string }> {
    const url = new URL(server.url + request.path);
    for (const [k, v] of request.query) url.searchParams.append(k, v);
    const res = await fetch(url, {
      method,
      headers: request.headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : (request.body ?? undefined),
      redirect: 'manual',
    });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }

  function problemOf(
    route: string,
    answer: { status: number; type: string; text: string },
    changed: boolean,
  ): string | null {
    // Issue 18's readiness probe answers 503 by design until the site is built (the test shop never builds it).
    if (route === '/api/health/ready' && answer.status === 503) return null;
    // A dot-segment value ('%2e%2e') takes /feeds/:file up to the site's root, which answers 503
    // until the site is built (never, here): the site's state, not an answer to the input.
    if (!route.startsWith('/api/') && answer.status === 503 && answer.text === 'Site yayına hazırlanıyor') return null;
    if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 200)}`;
    if (answer.status < 400) return null;
    if (changed) return `refused (${answer.status}) but the database changed: ${answer.text.slice(0, 200)}`;
    // The sandbox's card form is a page the browser navigates to: its refusals are Turkish pages.
    if (route.startsWith('/api/payment/sandbox/') && answer.type.startsWith('text/html')) {
      const words = answer.text.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ');
      return ENGLISH.test(words) ? 'English on the refusal page' : null;
    }
    if (!answer.type.includes('application/json')) return `refusal is ${answer.type || 'no type'}`;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return 'refusal is not JSON';
    }
    if (!body || typeof body !== 'object' || typeof (body as { message?: unknown }).message !== 'string')
      return `refusal without message: ${answer.text.slice(0, 200)}`;
    const message = (body as { message: string }).message;
    if (ENGLISH.test(message)) return `English in the message: ${message}`;
    return null;
  }

  it('never answers 5xx, refuses in Turkish JSON and changes nothing when it refuses', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const findings: Finding[] = [];
    let sent = 0;
    // Requests run one at a time, so the count after one request is the count before the next.
    let count = await changes();
    const timings: [string, number][] = [];
    for (const { method, route } of routes) {
      // Fresh sessions for every route: a logout or password change fuzzed before it ends the old
      // ones, and every admin route after it would only ever see 401 (sessions count as no change).
      tokens.admin = await newSessionToken(db.sql, 'fuzz_yonetici');
      tokens.customer = await newSessionToken(db.sql, 'fuzz_musteri').catch(() => tokens.customer);
      const t0 = performance.now();
      await fc
        .assert(
          fc.asyncProperty(requestsFor(method, route, tokens), async (request) => {
            const answer = await send(method, request);
            const before = count;
            count = await changes();
            const problem = problemOf(route, answer, count !== before);
            sent++;
            if (problem) findings.push({ route: `${method} ${route}`, request, status: answer.status, problem });
            return problem === null;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => undefined);
      timings.push([`${method} ${route}`, Math.round(performance.now() - t0)]);
    }
    if (process.env.FUZZ_TIMINGS) console.log(timings.sort((a, b) => b[1] - a[1]).slice(0, 15));
    const summary = findings.map((f) => `${f.route} → ${f.problem}\n    ${JSON.stringify(f.request).slice(0, 400)}`);
    expect(summary).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(routes.length * Math.min(RUNS_PER_ROUTE, 10));
  }, 240_000);
});
