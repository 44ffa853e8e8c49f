import type { Deps } from '@/http/context';
import { createStreamRegistry, type StreamRegistry } from './stream-limits';

/** One registry of open streams per server instance. */
const registries = new WeakMap<Deps, StreamRegistry>();
export function streamsOf(deps: Deps) {
  let registry = registries.get(deps);
  if (!registry) {
    registry = createStreamRegistry();
    registries.set(deps, registry);
  }
  return registry;
}

/** Realtime streams open on this instance (System page gauge). */
export const openStreamCount = (deps: Deps) => registries.get(deps)?.size() ?? 0;
