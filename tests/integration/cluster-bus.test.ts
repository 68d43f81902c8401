import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createPostgresBus, createRedisBus, type ClusterBus, type ClusterMessage } from '#api/cluster/bus.ts';
import { poolsOnServerDatabase, runsOn } from '../helpers/databases.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two buses as two instances would hold them: a message sent on one arrives on the other. */
async function roundTrip(sender: ClusterBus, receiver: ClusterBus): Promise<ClusterMessage> {
  let ready!: () => void;
  const subscribed = new Promise<void>((r) => (ready = r));
  const received = new Promise<ClusterMessage>((resolve) => void receiver.subscribe(resolve, ready));
  await subscribed;
  await sender.publish({
    type: 'site-built',
    from: 'a',
    buildId: '20260301-abc',
    builtAt: '2026-03-01T10:00:00.000Z',
    durationMs: 1234,
  });
  return received;
}

describe.each(runsOn('postgres'))('messages between instances (%s)', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('travel over PostgreSQL LISTEN/NOTIFY without Redis', async () => {
    const shared = await poolsOnServerDatabase(2);
    closers.push(shared.close);
    const [one, two] = shared.pools;
    const receiver = createPostgresBus(two!.sql);
    closers.push(receiver.close);
    expect(await roundTrip(createPostgresBus(one!.sql), receiver)).toMatchObject({
      type: 'site-built',
      buildId: '20260301-abc',
    });
  });

  it('travel over Redis pub/sub on the configured prefix only', async () => {
    const channel = `shoptest${randomBytes(4).toString('hex')}:cluster`;
    const [sender, receiver, stranger] = await Promise.all([
      createRedisBus(REDIS_URL, channel),
      createRedisBus(REDIS_URL, channel),
      createRedisBus(REDIS_URL, `${channel}x`),
    ]);
    closers.push(sender.close, receiver.close, stranger.close);
    const foreign: ClusterMessage[] = [];
    await stranger.subscribe((m) => foreign.push(m));
    expect(await roundTrip(sender, receiver)).toMatchObject({ type: 'site-built', from: 'a', durationMs: 1234 });
    expect(foreign).toEqual([]);
  });
});
