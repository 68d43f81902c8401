import type { AppContext } from '../context.ts';

/**
 * Called after every change to what the prerendered pages show (settings, pages,
 * catalogues, references). This placeholder asks the publisher for a rebuild at
 * once; the content-site issue replaces it with the debounced, signed webhook
 * under the same name and signature.
 */
export function contentChanged(ctx: AppContext): void {
  void ctx.publisher.requestBuild();
}
