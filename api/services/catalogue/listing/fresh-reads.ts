/**
 * Shares reads among shoppers asking the same thing at once, without ever answering a
 * request with a read that began before it arrived. Per key at most one read runs; whoever
 * asks meanwhile waits for the next one, which starts when the running one ends and serves
 * them all. Under load a popular listing costs one database read per round trip, not one per
 * request, and every answer is as fresh as reading alone would have made it.
 */
export interface FreshReads<T> {
  read(key: string, run: () => Promise<T>): Promise<T>;
}

interface Queue<T> {
  running: Promise<T> | null;
  /** The read that starts when `running` ends, shared by everyone who asked since it began. */
  next: Promise<T> | null;
}

export function createFreshReads<T>(): FreshReads<T> {
  const queues = new Map<string, Queue<T>>();
  return {
    read(key, run) {
      let queue = queues.get(key);
      if (!queue) {
        queue = { running: null, next: null };
        queues.set(key, queue);
      }
      const q = queue;
      const start = (): Promise<T> => {
        const running = run();
        q.running = running;
        const settle = () => {
          if (q.running !== running) return;
          q.running = null;
          if (!q.next) queues.delete(key);
        };
        running.then(settle, settle);
        return running;
      };
      if (q.next) return q.next;
      if (!q.running) return start();
      const ignore = () => {};
      q.next = q.running.then(ignore, ignore).then(() => {
        q.next = null;
        return start();
      });
      return q.next;
    },
  };
}
