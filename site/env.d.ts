/// <reference types="astro/client" />

/** Absolute path of the content snapshot this build was made from (set by the publisher). */
declare const __SHOP_CONTENT_FILE__: string;

declare namespace App {
  /** What the shop's server hands the on-demand pages (api/http/static-site.ts, decision 0270). */
  interface Locals {
    catalogue?: import('#api/schemas/catalogue-pages.ts').CataloguePages;
    /**
     * The server keeps the rendered HTML of a catalogue page (site/middleware.ts), and answers
     * its gzip when the request accepts one, to be sent instead.
     */
    keepHtml?: (status: number, html: string) => Uint8Array<ArrayBuffer> | undefined;
  }
}
