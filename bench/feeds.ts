// The shopping feeds on 10,000 generated products (about 30,000 variants): each feed's first
// request after a catalogue change (cold: read in batches and written to its file while it is
// sent) and the requests after it (served from the file), over a real socket. The goal
// is 2 s for both. PGlite, and PostgreSQL when the server at BENCH_DATABASE_URL answers.
import type { Database } from '#db/connection.ts';
import { FEED_FORMATS } from '#api/services/catalogue/feeds/feed-formats.ts';
import { startTestServer } from '../tests/helpers/test-server.ts';
import { figuresOnEachDatabase, seedCatalogue } from './catalogue.ts';
import type { Figure } from './figures.ts';

const MB = 1024 * 1024;

/** Seconds until the whole body has arrived, and its size. */
async function timedGet(url: string): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { seconds: (performance.now() - started) / 1000, bytes };
}

async function feedFiguresOn(db: Database, label: string): Promise<Figure[]> {
  await seedCatalogue(db);
  const server = await startTestServer(db);
  const figures: Figure[] = [];
  try {
    for (const name of Object.keys(FEED_FORMATS)) {
      const url = `${server.url}/feeds/${name}.xml`;
      const rssBefore = process.memoryUsage().rss;
      const cpuBefore = process.cpuUsage();
      const cold = await timedGet(url);
      const rssGrowth = (process.memoryUsage().rss - rssBefore) / MB;
      // CPU seconds of this process (server and client): a figure the machine's other load barely moves.
      const cpu = process.cpuUsage(cpuBefore);
      const cpuSeconds = (cpu.user + cpu.system) / 1e6;
      const warm: number[] = [];
      for (let i = 0; i < 5; i++) warm.push((await timedGet(url)).seconds);
      const cached = warm.sort((a, b) => a - b)[2]!;
      console.log(
        `${label} ${name}: ${(cold.bytes / MB).toFixed(1)} MB, cold ${cold.seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s, RSS +${rssGrowth.toFixed(0)} MB), cached ${cached.toFixed(3)} s`,
      );
      figures.push(
        { name: `${name} feed, cold (${label})`, value: cold.seconds, unit: 's', goal: { atMost: 2 } },
        { name: `${name} feed, cached (${label})`, value: cached, unit: 's', goal: { atMost: 2 } },
      );
    }
  } finally {
    await server.close();
  }
  return figures;
}

/** BENCH_BACKENDS=postgres (or pglite) limits the run to one database. */
export async function feedFigures(): Promise<Figure[]> {
  return figuresOnEachDatabase(feedFiguresOn);
}
