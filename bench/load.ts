// A small closed-loop load generator: `connections` keep-alive clients, each sending the
// next request as soon as the last answer arrived, for `seconds`. HTTP runs in a worker
// thread so the server's event loop (and PGlite inside it) keeps the main thread.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { requests: sorted.length, errors, perSecond: sorted.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/** Runs `call` from `connections` concurrent loops for `seconds` (used for the bare SQL floor). */
export async function loadCalls(
  call: () => Promise<unknown>,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        await call();
        latencies.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  return summarise(latencies, errors, (performance.now() - started) / 1000);
}

/** GETs `url` from `connections` keep-alive connections for `seconds`, in a worker thread. */
export function loadHttp(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { url, connections, seconds, headers } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

if (!isMainThread) {
  const { url, connections, seconds, headers } = workerData as {
    url: string;
    connections: number;
    seconds: number;
    headers: Record<string, string>;
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(String(res.statusCode)))));
        })
        .on('error', reject);
    });
  loadCalls(get, connections, seconds).then((result) => {
    agent.destroy();
    parentPort!.postMessage(result);
  });
}
