import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_NODE_FLAGS, SHOP_START_ARGS, missingNodeFlags } from './start-command.ts';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('the shop start command', () => {
  it('is the one `npm start` and the systemd unit run', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(`node ${SHOP_START_ARGS.join(' ')}`);
    const execStart = /^ExecStart=(.*)$/m.exec(read('deploy/systemd/shop@.service'))?.[1];
    expect(execStart).toMatch(new RegExp(`/node ${SHOP_START_ARGS.join(' ')}$`));
  });

  it('names the flags a process was started without', () => {
    expect(missingNodeFlags(['--liftoff-only'])).toEqual(['--optimize-for-size']);
    expect(missingNodeFlags([...SHOP_NODE_FLAGS, '--inspect'])).toEqual([]);
  });
});
