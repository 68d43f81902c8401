import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Sql } from '#db/connection.ts';

/** What `/api/metrics` reports, one registry per app context (several can live in one test process). */
export interface ShopMetrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  duration: Histogram<'route' | 'method'>;
  rateLimitRefusals: Counter<'route'>;
  builds: Histogram<'outcome'>;
  jobRuns: Counter<'job' | 'outcome'>;
  mailsGivenUp: Counter;
}

export function createMetrics(sql: Sql): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'shop_' });
  const registers = [registry];
  registerOrdersGauge(sql, registers);
  registerOutboxGauge(sql, registers);
  return {
    registry,
    requests: new Counter({
      name: 'shop_http_requests_total',
      help: 'HTTP requests by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    duration: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer, by route pattern',
      labelNames: ['route', 'method'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'shop_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route',
      labelNames: ['route'],
      registers,
    }),
    builds: new Histogram({
      name: 'shop_site_build_duration_seconds',
      help: 'Site builds run by this instance, by outcome',
      labelNames: ['outcome'],
      buckets: [5, 10, 20, 30, 45, 60, 90, 120, 300],
      registers,
    }),
    jobRuns: new Counter({
      name: 'shop_job_runs_total',
      help: 'Periodic job runs on this instance, by outcome',
      labelNames: ['job', 'outcome'],
      registers,
    }),
    mailsGivenUp: new Counter({
      name: 'shop_mails_given_up_total',
      help: 'Mails this instance stopped retrying after the last attempt',
      registers,
    }),
  };
}

// Read from the database when scraped, so every instance reports the same shop-wide numbers.
function registerOrdersGauge(sql: Sql, registers: Registry[]) {
  new Gauge({
    name: 'shop_orders',
    help: 'Orders in the database by status',
    labelNames: ['status'],
    registers,
    async collect() {
      this.reset();
      const rows = await sql<
        { status: string; n: number }[]
      >`SELECT status, count(*)::int AS n FROM orders GROUP BY status`;
      for (const { status, n } of rows) this.set({ status }, n);
    },
  });
}

/** Mails waiting in the outbox for another attempt, and the ones given up (docs/decisions/0225). */
function registerOutboxGauge(sql: Sql, registers: Registry[]) {
  new Gauge({
    name: 'shop_mail_outbox',
    help: 'Mails the SMTP server did not take, by state (waiting for a retry, given up)',
    labelNames: ['state'],
    registers,
    async collect() {
      const [row] = await sql<{ waiting: number; given_up: number }[]>`
        SELECT count(*) FILTER (WHERE given_up_at IS NULL)::int AS waiting,
          count(*) FILTER (WHERE given_up_at IS NOT NULL)::int AS given_up
        FROM mail_outbox WHERE sent_at IS NULL`;
      this.set({ state: 'waiting' }, row!.waiting);
      this.set({ state: 'given_up' }, row!.given_up);
    },
  });
}
