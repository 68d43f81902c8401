import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { healthRoutes } from './health.routes.ts';

// Every resource's routes, mounted in one place.
export function mountRoutes(app: H3, ctx: AppContext) {
  healthRoutes(app, ctx);
}
