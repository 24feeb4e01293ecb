import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { latoSubsets } from './scripts/build/lato-subsets.ts';

/**
 * Lato is found only once the CSS is parsed and the page rendered; preloading the two weights the
 * first paint uses (their `core` subsets: scripts/build/lato-subsets.ts) lets them download with
 * the page's first bytes instead of after its layout.
 */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          /lato-(400|700)-core-[\w-]+\.woff2$/.test(file),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// The server's bundle of the app (`vite build --ssr`): every page, for rendering on the server
// (src/web/entry-server.tsx). Everything is bundled in, so the server runs exactly the code and the
// production mode the browser's build runs (stack-notes: a mode mismatch breaks hydration).
const serverBundle = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react()],
  ssr: { noExternal: true },
  // Production React and Emotion whatever NODE_ENV the server runs with: class names match the
  // browser's production build (development names carry labels, and hydration would fail).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
  },
});

// The browser app lives in src/web and builds to dist/web, with .br and .gz copies of every asset
// so that the server sends pre-compressed files.
const browserBundle = defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    latoSubsets(),
    preloadFonts(),
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
      threshold: 1024,
    }),
  ],
  build: {
    outDir: '../../dist/web',
    // `npm run dev` keeps what the first build wrote beside the bundle (the FAQ's PDFs,
    // scripts/build-downloads.ts) when it rebuilds in watch mode.
    emptyOutDir: process.env.KEEP_OUT_DIR !== '1',
    sourcemap: true,
    // Read by the server to preload the code of the page it sends (src/server/plugins/page-preloads.ts).
    manifest: true,
    target: 'es2022',
    // No list of each lazy chunk's dependencies in the entry chunk (2.4 KB gzipped on every first
    // load, growing with every page): a page's code loads in steps when it is opened, started
    // early by app/preload-on-intent.ts, and the server preloads a first load's chunks (ADR 038).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
    rolldownOptions: {
      // The shared modules (settings, content, planners' maths, schemas) are data and functions
      // with no effect on import: a module the browser imports only for what the server draws
      // (src/shared/config/page-heads.ts, ADR 036) is dropped whole, even when its top level
      // computes values (the FAQ's answers read the planners' rates).
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]shared[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // Everything a first load runs, in the one entry chunk: left alone, Rolldown splits
            // out each module that a lazy page shares (react, notify, icons…), and every page
            // then pays a request and gzip overhead for each (about 5 KB on `/`).
            { name: 'app', tags: ['$initial'], priority: 2 },
            // Zod, with the shared schemas' core, in one chunk of its own: the planners' forms
            // load their schema when the visitor first types (components/form/use-form.ts), so
            // it stays off their first load.
            { name: 'schemas', test: /node_modules\/zod\//, priority: 1 },
            // What the text pages (planners, magazine) share: MUI's text, link and surface pieces
            // and the breadcrumbs, in one chunk, not in the form kit (a magazine page has no form).
            {
              name: 'text-kit',
              test: /node_modules\/@mui\/material\/(Typography|Paper|Link)\/|src\/web\/components\/breadcrumbs/,
              priority: 1,
            },
            // The magazine's shared rules (slugs, picture sizes, formats, video addresses), a
            // few hundred bytes each: one chunk, rather than a file apiece on an article's load.
            {
              name: 'magazine-rules',
              test: /src\/shared\/magazine\/(tags|image-srcset|slug|article-formats|video-embed|cover-alt)\./,
              priority: 1,
            },
            // What the public form pages share with the account forms (the inputs), in one chunk
            // rather than a dozen small ones.
            {
              name: 'form-kit',
              // With the kit's own fields and the rupee formats: once two planners share them,
              // Rolldown would split each into a chunk of its own, a request for every page.
              test: /node_modules\/(@mui\/material\/(InputBase|OutlinedInput|FormControl|FormLabel|InputLabel|FormHelperText|InputAdornment|TextareaAutosize|utils))\/|src\/web\/components\/form\/(form-text-field|use-form|submit-button)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3001' },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBundle : browserBundle));
