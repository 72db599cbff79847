/**
 * Static export. The build-time settings come from lib/config/env.mjs; the
 * base URL becomes Next's basePath without the trailing slash.
 *
 * The writers' editor (`/keystatic`, its API under `/api/keystatic`) needs a
 * server: its route files end in `.dev.tsx`/`.dev.ts`, which only `next dev`
 * (`npm run dev`) and the CMS server (`npm run cms`, CMS_SERVER=1) read, and
 * those two drop the static export. `npm run build` sees neither file.
 *
 * Files served at their own address that the docs' catch-all route would
 * take (a page's `.md` twin, a version's llms files, pictures beside the
 * pages) are made by app/raw/ at `/raw` + their address: the export moves
 * them into place (scripts/postbuild.ts), and a server (`npm run dev`,
 * `npm run cms`) rewrites their address there. An address is a file's when
 * its last segment has an extension that starts with a letter (`/docs/3.2`
 * is a version's landing page).
 */
import os from 'node:os';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { INLINED_VARIABLES, readBuildEnv } from './lib/config/env.mjs';

const env = readBuildEnv(process.env);

/**
 * Only the playground's chunks (components/player/) import these. The web modules of 4.1 and next import
 * `react-native`, of which the site installs only the types: in the browser it is a few inert stand-ins
 * (components/player/react-native-web.ts). The next package's `exports` list only its root, so the files the
 * playground loads from it are named here.
 */
const PLAYER_ALIASES = {
  'react-native': './components/player/react-native-web.ts',
  'react-native/Libraries/Image/resolveAssetSource': './components/player/react-native-resolve-asset-source.ts',
  ...Object.fromEntries(
    ['web', 'web/TrackPlayerModule', 'web/TrackPlayer/RepeatMode', 'src/constants/Event', 'src/constants/State'].map(
      (file) => [`rntp-next/${file}`, `./node_modules/rntp-next/${file}${file === 'web' ? '/index' : ''}.ts`],
    ),
  ),
  ...Object.fromEntries(
    ['trackPlayer', 'resolveAssetSource.web'].map((file) => [
      `rntp-next/lib/module/${file}`,
      `./node_modules/rntp-next/lib/module/${file}.js`,
    ]),
  ),
};

const FILE = ':file([^/]*\\.[A-Za-z][A-Za-z0-9]*)';
/** A server's rewrites of those addresses: under /docs before the docs' route, anywhere else after every route. */
const rawFiles = async () => ({
  afterFiles: [{ source: `/docs/:path*/${FILE}`, destination: '/raw/docs/:path*/:file' }],
  beforeFiles: [],
  fallback: [{ source: `/:path*/${FILE}`, destination: '/raw/:path*/:file' }],
});

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => {
  const editor = phase === PHASE_DEVELOPMENT_SERVER || process.env.CMS_SERVER === '1';
  return {
    ...(editor
      ? {
          pageExtensions: ['tsx', 'ts', 'dev.tsx', 'dev.ts'],
          rewrites: rawFiles,
          // The CMS server builds beside the site's own build output.
          ...(process.env.CMS_SERVER === '1' ? { distDir: '.next-cms' } : {}),
        }
      : { output: 'export' }),
    trailingSlash: false,
    basePath: env.basePath,
    // A second export (the e2e variant) goes to its own folder and leaves out/ alone.
    ...(env.exportDir ? { distDir: env.exportDir } : {}),
    images: { unoptimized: true },
    // The web modules of 4.1 and next are TypeScript sources in their packages: compiled for the player's chunks.
    transpilePackages: ['rntp-4.1', 'rntp-next'],
    reactStrictMode: true,
    turbopack: {
      // Tests build scratch copies whose node_modules links to the checkout's, outside the copy's root.
      ...(env.turbopackRoot ? { root: env.turbopackRoot } : {}),
      resolveAlias: PLAYER_ALIASES,
    },
    poweredByHeader: false,
    experimental: {
      // Source maps of the server and browser bundles: a static export serves neither, and writing them
      // cost about 6 s and 330 MB of peak memory in every `next build` here.
      turbopackSourceMaps: false,
      // Next 16.4 keeps Turbopack's cache on disk between builds by default. Writing it cost every cold build
      // about 2.5 s (and 70 MB); it saved a warm rebuild about 4.5 s. CI and releases build cold: off.
      turbopackFileSystemCacheForBuild: false,
      // Static generation on every core: by default Next keeps one core free for its main process, which
      // only waits while the pages render. On 2 cores that was one worker for 239 pages (7.6 s of 16.5 s).
      cpus: os.availableParallelism(),
      // Those workers as threads of the build's own process, not child processes: each process carried its own
      // Node runtime and Next server, and the build's peak (all processes) went from 1461 to 1301 MB. Their
      // heaps are capped in scripts/build.ts.
      workerThreads: true,
      // The server bundles run once, here, to render the pages; nothing serves them. Minifying them is work
      // nobody uses. The browser's bundles stay minified.
      turbopackMinify: { server: false, client: true },
      // Fewer, larger browser chunks: each request costs a doc page about 300 bytes of headers besides its gzip
      // framing, and the default (a request priced at 200 KB of source, 50 KB chunks) split the frame's code from
      // its lazy loaders and each dialog into five files. A doc page now loads 8 scripts instead of 9 (149.0 KB
      // gzip instead of 149.2), the search dialog 3 files instead of 5; no page loads more.
      turbopackChunking: { requestCost: 2_000_000, minChunkSize: 200_000 },
    },
    // Types are checked once, by `npm run typecheck` (its own CI stage) and in the editor; checking
    // them again inside every build cost about 9 s of a 29 s `next build` here.
    typescript: { ignoreBuildErrors: true },
    // `next dev` opened as 127.0.0.1 (the dev-loop bench and test): live updates need the HMR socket.
    allowedDevOrigins: ['127.0.0.1'],
    // Build-time settings read by lib/site-config.ts, inlined for the browser too.
    env: {
      NEXT_PUBLIC_BASE_PATH: env.basePath,
      ...Object.fromEntries(INLINED_VARIABLES.map((name) => [name, process.env[name] ?? ''])),
    },
  };
};

export default nextConfig;
