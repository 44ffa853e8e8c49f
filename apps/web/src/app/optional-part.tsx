import { type ComponentType, useEffect, useSyncExternalStore } from 'react';

/**
 * The code of a rarely shown piece of the app shell, downloaded when first wanted (or earlier with
 * `preload`). Unlike `React.lazy`, a failed download is no error: the part shows nothing and its
 * code is asked again the next time it is mounted. The offline note is mounted the moment the
 * network goes: with no service worker holding its code (not installed yet, or blocked),
 * `React.lazy` threw to the route's error page and took the whole page down with it (the
 * driver's waiting actions and position sharing included).
 */
export class OptionalCode {
  private component: ComponentType | undefined;
  private loading: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly load: () => Promise<{ default: ComponentType }>) {}

  /** Downloads the code now (while the network is there), so the part shows later without it. */
  preload = (): Promise<void> => {
    this.loading ??= this.load().then(
      (module) => {
        this.component = module.default;
        for (const listener of this.listeners) listener();
      },
      () => {
        this.loading = undefined;
      },
    );
    return this.loading;
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  loaded = () => this.component;
}

/** Shows the part once its code is there; nothing before, nothing when it cannot be downloaded. */
export function OptionalPart({ code }: { code: OptionalCode }) {
  const Component = useSyncExternalStore(code.subscribe, code.loaded, () => undefined);
  useEffect(() => {
    if (!code.loaded()) void code.preload();
  }, [code]);
  return Component ? <Component /> : null;
}
