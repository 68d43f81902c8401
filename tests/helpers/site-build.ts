import { rm } from 'node:fs/promises';
import type { Sql } from '#db/connection.ts';
import { buildSite } from '#api/publish/build-site.ts';
import { loadBuild, type SiteBuild } from '#api/publish/site-holder.ts';
import { testDataDir } from './data-dirs.ts';

let built: Promise<{ build: SiteBuild; dir: string }> | null = null;

/**
 * One real Astro build of the site for a test file, made from the first database that asks and
 * served over every backend's server after it (the build holds content, not the catalogue).
 */
export function sharedSiteBuild(sql: Sql, siteUrl: string): Promise<SiteBuild> {
  built ??= (async () => {
    const dir = await testDataDir('builds-');
    const { id } = await buildSite(sql, { buildsDir: dir, siteUrl });
    return { build: await loadBuild(dir, id), dir };
  })();
  return built.then((b) => b.build);
}

export async function removeSharedSiteBuild(): Promise<void> {
  if (built) await rm((await built).dir, { recursive: true, force: true });
  built = null;
}
