// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// The publisher builds every release into its own folder (SHOP_BUILD_OUT) so the
// running server can switch to it atomically; a plain `astro build` uses ./dist.
export default defineConfig({
  srcDir: './site',
  // Files served as they are (the favicon) live with the site's sources.
  publicDir: './site/public',
  outDir: process.env.SHOP_BUILD_OUT ?? './dist',
  cacheDir: process.env.SHOP_BUILD_CACHE ?? './node_modules/.astro',
  site: process.env.PUBLIC_SITE_URL ?? 'http://127.0.0.1:4321',
  output: 'static',
  trailingSlash: 'ignore',
  // The stylesheet inlined: no render-blocking request before the first paint (Lighthouse).
  build: { format: 'directory', inlineStylesheets: 'always' },
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
    // Where this build's content snapshot lives, for build time and on-demand pages alike.
    define: { __SHOP_CONTENT_FILE__: JSON.stringify(process.env.SHOP_CONTENT_SNAPSHOT ?? '') },
    cacheDir: process.env.SHOP_BUILD_CACHE ? `${process.env.SHOP_BUILD_CACHE}/vite` : undefined,
  },
  devToolbar: { enabled: false },
});
