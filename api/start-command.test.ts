import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_NODE_FLAGS, SHOP_START_ARGS, SHOP_START_ENV, missingStartSettings } from './start-command.ts';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('the shop start command', () => {
  it('is the one `npm start` and the systemd unit run', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const env = Object.entries(SHOP_START_ENV).map(([name, value]) => `${name}=${value}`);
    expect(scripts.start).toBe(`${env.join(' ')} node ${SHOP_START_ARGS.join(' ')}`);
    const unit = read('deploy/systemd/shop@.service');
    expect(/^ExecStart=(.*)$/m.exec(unit)?.[1]).toMatch(new RegExp(`/node ${SHOP_START_ARGS.join(' ')}$`));
    for (const line of env) expect(unit.split('\n')).toContain(`Environment=${line}`);
  });

  it('names the flags and allocator settings a process was started without', () => {
    expect(missingStartSettings(['--liftoff-only'], SHOP_START_ENV)).toEqual(['--optimize-for-size']);
    expect(missingStartSettings([...SHOP_NODE_FLAGS, '--inspect'], SHOP_START_ENV)).toEqual([]);
    const { MALLOC_ARENA_MAX: _kept, ...withoutArenas } = SHOP_START_ENV;
    expect(missingStartSettings(SHOP_NODE_FLAGS, withoutArenas)).toEqual(['MALLOC_ARENA_MAX']);
  });
});
