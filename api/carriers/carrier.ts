import type { Config } from '../core/config.ts';
import type { CarrierAdapter } from './carrier-types.ts';
import { createMngKargo } from './mng-kargo.ts';

// One adapter per configuration (a shop process has one), so its token and place lists live
// across requests. Null: no carrier configured, the admin types tracking numbers by hand.
const adapters = new WeakMap<Config, CarrierAdapter>();

export function carrierFor(config: Config): CarrierAdapter | null {
  if (!config.carrier) return null;
  let adapter = adapters.get(config);
  if (!adapter) {
    adapter = createMngKargo({ ...config.carrier, timeoutMs: config.CARRIER_TIMEOUT_MS });
    adapters.set(config, adapter);
  }
  return adapter;
}
