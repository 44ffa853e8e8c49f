import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 on): compile every function of the file eagerly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the entry script for eager compilation. Without the hint V8 compiles each function on
 * the main thread the first time it runs, and the entry's start (React DOM, the router, the app's
 * shell, then the hydration) calls nearly every one of them: that compiling was a large part of
 * the first long task a phone runs. With it, V8 compiles the file on a background thread while
 * it streams in. Measured in docs/benchmarks.md (27 November 2026, 19:35). Lazy pages' chunks
 * are left as they are: the gain there was small, and some hold libraries (the map, the charts)
 * whose functions mostly never run, which the hint would compile all the same.
 */
export function compileHints(): Plugin {
  return {
    name: 'livra-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which rewrites the entry's list of chunks to preload.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.isEntry) file.code = COMPILE_HINT + file.code;
        }
      },
    },
  };
}
