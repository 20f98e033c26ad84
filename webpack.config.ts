import { existsSync } from 'node:fs';
import path from 'node:path';
import { type BrotliOptions, constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Compiler, Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { createDemoMiddleware } from './demo/server/middleware';

const root = __dirname;

/**
 * Small helpers that the shell's lazy parts (footer, main navigation, favourites, analytics) and
 * most routes' chunks all use: below the default minimum size each of those chunks carried a
 * copy, so a page downloaded them three or four times. They go into one chunk instead, which every
 * page loads once. A file renamed without this list would silently fall back to the copies: the
 * build stops instead.
 */
const shellHelperFiles = [
  'config/cmsLinks.ts',
  'features/shell/components/CmsLink.tsx',
  'store/useFeatureSaga.ts',
  'features/analytics/analyticsActions.ts',
].map((file) => path.join(root, 'src', file));
const missingHelpers = shellHelperFiles.filter((file) => !existsSync(file));
if (missingHelpers.length) {
  throw new Error(
    `webpack.config.ts names shell helpers that do not exist: ${missingHelpers.join(', ')}`,
  );
}

/**
 * The entry (shop.js) must carry no CSS: brand hosts include only the script, so nothing would load
 * an entry stylesheet. The shell's stylesheet is a lazy chunk that boot loads before the first
 * render; a component in the entry importing a .css file fails the build here.
 */
class NoEntryCssPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('NoEntryCssPlugin', (compilation) => {
      compilation.hooks.afterSeal.tap('NoEntryCssPlugin', () => {
        for (const chunk of compilation.chunks) {
          const css = [...chunk.files].filter((file) => file.endsWith('.css'));
          if (chunk.canBeInitial() && css.length) {
            compilation.errors.push(
              new webpack.WebpackError(
                `The entry carries CSS (${css.join(', ')}), which no page would load: import it ` +
                  'in a lazy chunk, or add it to src/app/shell.css.',
              ),
            );
          }
        }
      });
    });
  }
}

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const production = argv.mode === 'production';
  // Source maps carry the full sources. By default they are written for upload to an error
  // tracker, outside the served assets folder and not named in the chunks; PUBLIC_SOURCE_MAPS=1
  // puts them beside the chunks and names them, for a build whose sources may be public (README,
  // "Source maps").
  const publicSourceMaps = process.env.PUBLIC_SOURCE_MAPS === '1';
  return {
    mode: production ? 'production' : 'development',
    entry: { shop: path.join(root, 'src/index.tsx') },
    output: {
      path: path.join(root, 'dist/assets'),
      // The entry keeps a stable name, so brand hosts embed one URL; chunks are content-hashed.
      filename: '[name].js',
      // Ids, not names, in production: the runtime's chunk map stays small (names remain in stats).
      chunkFilename: production ? 'chunks/[id].[contenthash:8].js' : 'chunks/[name].js',
      publicPath: 'auto',
      // One global at most: the chunk-loading array, named after the shop so hosts never clash.
      uniqueName: 'holidayShop',
      clean: true,
    },
    devtool: production
      ? publicSourceMaps
        ? 'source-map'
        : false
      : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // Catalogues arrive precompiled (icuAstLoader), so the runtime parser stays out of the bundle.
      alias: {
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // react-slick's polyfill: the supported browsers all have ResizeObserver.
        'resize-observer-polyfill$': path.join(root, 'src/vendor/nativeResizeObserver.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /[\\/]src[\\/]i18n[\\/]catalogues[\\/].+\.json$/,
          loader: path.join(root, 'config/webpack/icuAstLoader.ts'),
        },
        // Images the code imports (the CMS fallback picture) go beside the chunks, under assetBase.
        {
          test: /\.webp$/,
          type: 'asset/resource',
          generator: { filename: 'images/[name].[contenthash:8][ext]' },
        },
        // A file imported with '?url' is emitted beside the chunks and the import is its address:
        // the identity SDK's token worker, started from the shop's own files so that a strict
        // policy needs no `worker-src blob:` (docs/rules/security-policy.md).
        {
          resourceQuery: /^\?url$/,
          type: 'asset/resource',
          generator: { filename: 'workers/[name].[contenthash:8][ext]' },
        },
        // Each component's stylesheet is a .css file it imports; they are extracted into CSS files
        // per chunk that webpack's runtime links and waits for together with the chunk's script,
        // so a strict style-src ('self', no 'unsafe-inline') applies them and nothing renders
        // unstyled (docs/rules/security-policy.md).
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { url: false, import: false } },
            path.join(root, 'config/webpack/cssCompactLoader.ts'),
          ],
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
        },
      ],
    },
    plugins: [
      // moment's locales are imported one by one where needed (src/lib/dates.ts), never all.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      // The shop's client always uses axios's XHR adapter; its fetch adapter is dead weight.
      new webpack.NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.join(root, 'config/webpack/axiosFetchAdapterStub.js'),
      ),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(argv.mode ?? 'development'),
      }),
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: production ? 'chunks/[id].[contenthash:8].css' : 'chunks/[name].css',
        // Every rule is scoped to the shop's own class names, so the order in which two chunks'
        // files arrive does not change the result; webpack need not warn about it.
        ignoreOrder: true,
      }),
      new NoEntryCssPlugin(),
      ...(production && !publicSourceMaps
        ? [
            new webpack.SourceMapDevToolPlugin({
              filename: '../source-maps/[file].map',
              append: false,
            }),
          ]
        : []),
      // Compressed once at build time, at the strongest levels, so a host sends .br or .gz files
      // beside the originals instead of compressing every response on the fly.
      ...(production
        ? [
            new CompressionPlugin<BrotliOptions>({
              test: /\.(js|css)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
            }),
            new CompressionPlugin({
              test: /\.(js|css)$/,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              compressionOptions: { level: 9 },
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // One chunk of the small helpers every page's lazy parts share (shellHelperFiles).
          shellHelpers: {
            test: (module: webpack.Module) =>
              shellHelperFiles.includes((module as webpack.NormalModule).resource),
            name: 'shell-helpers',
            chunks: 'async',
            enforce: true,
            priority: 10,
          },
          // The date module's calendars and typed dates and the date formatting: the search mask
          // and the hotel page both use them, and the hotel page shows both, so they share one
          // chunk rather than a copy in each (lib/calendarDates/index.ts).
          dates: {
            test: /[\\/]src[\\/]lib[\\/](calendarDates[\\/](calendar|typed)|dateFormat)\.ts$/,
            name: 'dates',
            chunks: (chunk) => chunk.name === 'search-mask' || chunk.name === 'route-hoteldetail',
            minChunks: 2,
            minSize: 0,
            priority: 8,
          },
          // The CMS page's hero still and the hero slider share the slide's code (texts, picture,
          // tracking): one chunk both load, however small, rather than a copy in each.
          heroSlide: {
            test: /[\\/]src[\\/]features[\\/](cms|analytics)[\\/]/,
            chunks: (chunk) => chunk.name === 'route-homepage' || chunk.name === 'cms-hero',
            minChunks: 2,
            minSize: 0,
            priority: 5,
          },
        },
      },
      // The supported browsers (.browserslistrc) all run ES2020: terser may write it.
      minimizeOptions: {
        javascript: { ecma: 2020, compress: { passes: 3, ecma: 2020 }, format: { ecma: 2020 } },
      },
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 8080),
      static: [{ directory: path.join(root, 'public') }],
      devMiddleware: { publicPath: '/assets/' },
      historyApiFallback: {
        rewrites: [
          { from: /^\/alpina(\/|$)/, to: '/alpina/index.html' },
          { from: /./, to: '/index.html' },
        ],
      },
      client: { overlay: { warnings: false, errors: true } },
      setupMiddlewares: (middlewares, devServer) => {
        // The demo host answers every backend call on the same loopback origin.
        devServer.app?.use(createDemoMiddleware());
        return middlewares;
      },
    },
  };
};
