import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * React Router as it should be in the first download (decision 001), for builds only:
 * - its production build: the package's exports map resolves every bundler to its development
 *   build (the same code plus warnings); the production one ships beside it, unused;
 * - what the app does not use left out: its `Form`, `NavLink` and contexts are kept by a bundler
 *   because `X.displayName = "…"` and `React.forwardRef(…)` may have side effects as far as it
 *   knows. Neither has any, and DevTools names do not matter in production.
 */
export function reactRouterForProduction(): Plugin {
  const production = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
  return {
    name: 'livra:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === 'react-router' ? production : undefined;
    },
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        return code
          .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/\b(React\d*\.(?:forwardRef|createContext|memo))\(/g, '/* @__PURE__ */ $1(');
      },
    },
  };
}
