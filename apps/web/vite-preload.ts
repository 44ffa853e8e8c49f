import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

/**
 * Shorter preload lists (decision 001). Each `import()` of a page carries the list of chunks its
 * page needs, for the browser to fetch them together; Vite lists every one of them, including
 * chunks that are certainly loaded by the time that `import()` runs: those the importing chunk
 * imports statically (React, the router, TanStack Query, `cn`…), and the entry with its own
 * static imports, which every other chunk of this one-page app runs after. Those names are
 * dropped: nothing more is fetched or fetched later than before, and the entry, which holds the
 * route map's `import()`s, is smaller.
 */
export function preloadListsWithoutLoadedChunks(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let bundle: Rolldown.OutputBundle | undefined;
  const loadedBy = new Map<string, Set<string>>();

  /** The chunks a chunk imports statically, directly or not: all loaded before it runs. */
  const staticClosure = (fileName: string): Set<string> => {
    const known = loadedBy.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (chunk?.type !== 'chunk') return;
      for (const imported of chunk.imports) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        visit(imported);
      }
    };
    visit(fileName);
    loadedBy.set(fileName, seen);
    return seen;
  };

  return {
    plugin: {
      name: 'livra:preload-lists',
      apply: 'build',
      // Before Vite's own generateBundle, which writes the lists through `resolveDependencies`.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loadedBy.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = new Set(staticClosure(hostId));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        loaded.add(chunk.fileName);
        for (const name of staticClosure(chunk.fileName)) loaded.add(name);
      }
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
