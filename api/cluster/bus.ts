import type { Sql } from '#db/connection.ts';

/** What instances tell each other; `from` is the sender's instance id. */
export type ClusterMessage =
  | { type: 'site-built'; from: string; buildId: string; builtAt: string; durationMs: number }
  | { type: 'site-build-failed'; from: string; error: string };

/**
 * Messages between app instances: Redis pub/sub when REDIS_URL is set, else PostgreSQL
 * LISTEN/NOTIFY. A message is a hint to re-read the shared state, never the state itself,
 * so a lost one costs only the delay until the next resync.
 */
export interface ClusterBus {
  publish(message: ClusterMessage): Promise<void>;
  /** `onReady` runs after every (re)subscription, so a listener can catch up on what it missed. */
  subscribe(onMessage: (message: ClusterMessage) => void, onReady?: () => void): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'shop_cluster';

function parse(text: string): ClusterMessage | null {
  try {
    const message = JSON.parse(text) as ClusterMessage;
    return typeof message?.type === 'string' ? message : null;
  } catch {
    return null;
  }
}

export function createPostgresBus(sql: Sql): ClusterBus {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async publish(message) {
      await sql.notify(CHANNEL, JSON.stringify(message));
    },
    async subscribe(onMessage, onReady) {
      const listening = await sql.listen(
        CHANNEL,
        (payload) => {
          const message = parse(payload);
          if (message) onMessage(message);
        },
        onReady,
      );
      unlisten = () => listening.unlisten();
    },
    async close() {
      await unlisten?.().catch(() => undefined);
    },
  };
}

export async function createRedisBus(url: string, channel: string): Promise<ClusterBus> {
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  let subscriber: InstanceType<typeof Redis> | null = null;
  return {
    async publish(message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    async subscribe(onMessage, onReady) {
      subscriber = new Redis(url, { maxRetriesPerRequest: null });
      subscriber.on('message', (_channel: string, payload: string) => {
        const message = parse(payload);
        if (message) onMessage(message);
      });
      subscriber.on('error', () => undefined);
      await subscriber.subscribe(channel);
      onReady?.();
      // After a reconnect ioredis subscribes again and emits 'ready': catch up then.
      subscriber.on('ready', () => onReady?.());
    },
    async close() {
      subscriber?.disconnect();
      publisher.disconnect();
    },
  };
}
