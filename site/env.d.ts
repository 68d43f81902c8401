/// <reference types="astro/client" />

/** Absolute path of the content snapshot this build was made from (set by the publisher). */
declare const __SHOP_CONTENT_FILE__: string;
