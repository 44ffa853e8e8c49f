/** Realtime streams one signed-in user may hold on one instance: a few tabs and a phone. */
export const STREAMS_PER_USER = 5;
/** Realtime streams one client address may hold on one instance (a family or an office share one). */
export const STREAMS_PER_ADDRESS = 20;

interface OpenStream {
  userId: string;
  address: string;
  close: () => void;
}

/**
 * The open `/api/events` streams of this instance, per user and per address. A new stream
 * over either limit closes the oldest one, so the tab in use always gets its updates.
 *
 * Kept in memory, per instance, on purpose: a stream lives on the one instance whose socket
 * carries it and only that instance can close it, and what the limit protects (sockets and
 * memory) is per instance too. Behind N instances a user may hold N × the limit at most,
 * still bounded; counting in the database would need heartbeats to forget crashed instances.
 */
export function createStreamRegistry(limits = { perUser: STREAMS_PER_USER, perAddress: STREAMS_PER_ADDRESS }) {
  const byUser = new Map<string, Set<OpenStream>>();
  const byAddress = new Map<string, Set<OpenStream>>();

  function add(map: Map<string, Set<OpenStream>>, key: string, stream: OpenStream) {
    let streams = map.get(key);
    if (!streams) {
      streams = new Set();
      map.set(key, streams);
    }
    streams.add(stream);
  }
  function remove(stream: OpenStream) {
    for (const [map, key] of [
      [byUser, stream.userId],
      [byAddress, stream.address],
    ] as const) {
      const set = map.get(key);
      set?.delete(stream);
      if (set?.size === 0) map.delete(key);
    }
  }
  /** Closes the oldest streams of `key` (a Set keeps insertion order) until it is within `max`. */
  function trim(map: Map<string, Set<OpenStream>>, key: string, max: number) {
    for (const oldest of map.get(key) ?? []) {
      if ((map.get(key)?.size ?? 0) <= max) return;
      remove(oldest);
      oldest.close();
    }
  }

  return {
    /** Registers a stream; `close` is called if a newer one pushes it out. Returns its release. */
    open(userId: string, address: string, close: () => void): () => void {
      const stream = { userId, address, close };
      add(byUser, userId, stream);
      add(byAddress, address, stream);
      trim(byUser, userId, limits.perUser);
      trim(byAddress, address, limits.perAddress);
      return () => remove(stream);
    },
    /** Streams open on this instance (System page). */
    size(): number {
      let total = 0;
      for (const streams of byUser.values()) total += streams.size;
      return total;
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
