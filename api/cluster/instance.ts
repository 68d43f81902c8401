import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

/** This process among the shop's app instances: its name in shared rows, and whether it is stopping. */
export interface Instance {
  id: string;
  /** Set on SIGTERM: readiness answers 503 so the load balancer stops sending requests. */
  draining: boolean;
  /** Pings Redis when REDIS_URL is set (readiness). */
  pingRedis: (() => Promise<void>) | null;
}

export function createInstance(pingRedis: Instance['pingRedis'] = null): Instance {
  return { id: `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`, draining: false, pingRedis };
}
