// One astro build, in a process that loaded astro before the build was asked for: loading it
// is about a second of every republish, between an admin's edit and the live page. build-site.ts keeps one such
// process ready after an edit's build, for the administrator's next edit. It waits for the
// build's environment over IPC, builds and exits; unasked, it leaves after its idle time or
// as soon as the shop that started it goes away.
import path from 'node:path';

const idleMs = Number(process.env.SHOP_BUILD_WARM_IDLE_MS ?? 10 * 60_000);
const projectRoot = path.resolve(import.meta.dirname, '..', '..');

// Loading starts at once; the listener is there before the first message can arrive.
const astro = import('astro');
const idle = setTimeout(() => process.exit(0), idleMs);
process.on('disconnect', () => process.exit(0));
process.once('message', (env: Record<string, string>) => {
  clearTimeout(idle);
  Object.assign(process.env, env);
  astro
    .then(({ build }) => build({ root: projectRoot }))
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
