import type { LiveEventData, LiveEventName } from '@livra/shared';
import type { Database, Db, Tx } from '@/db/client';
import { type Notice, notify } from '@/db/client';
import { logger } from '@/lib/logger';

export const EVENTS_CHANNEL = 'livra_events';

/**
 * A realtime event for some users: one of the shared events (packages/shared/src/events.ts),
 * so the compiler refuses an unknown name or a payload of the wrong shape.
 */
export type LivraEvent = {
  [Name in LiveEventName]: { type: Name; userIds: string[]; data: LiveEventData<Name> };
}[LiveEventName];

type Listener = (event: LivraEvent) => void;

/** Events as the NOTIFYs that carry them, for a statement that sends them itself (`sendNotices`). */
export const eventNotices = (events: LivraEvent[]): Notice[] =>
  events.map((event) => ({ channel: EVENTS_CHANNEL, payload: JSON.stringify(event) }));

export interface EventBus {
  /**
   * Publishes through NOTIFY, several events in one statement; inside a transaction they go out
   * only if the transaction commits.
   */
  publish(db: Db | Tx, ...events: LivraEvent[]): Promise<void>;
  /**
   * Events for one user, from whichever instance raised them. `onMissed` is called when some
   * may have been lost (the connection to PostgreSQL that hears them was lost, then regained).
   */
  subscribe(userId: string, listener: Listener, onMissed?: () => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createEventBus(database: Database): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  const missedHandlers = new Set<() => void>();
  let unlisten: (() => Promise<void>) | undefined;

  function dispatch(payload: string) {
    let event: LivraEvent;
    try {
      event = JSON.parse(payload);
    } catch {
      logger.warn('Événement illisible ignoré');
      return;
    }
    for (const userId of event.userIds) {
      for (const listener of listeners.get(userId) ?? []) listener(event);
    }
  }

  return {
    async publish(db, ...events) {
      await notify(db, EVENTS_CHANNEL, ...events.map((event) => JSON.stringify(event)));
    },
    subscribe(userId, listener, onMissed) {
      let userListeners = listeners.get(userId);
      if (!userListeners) {
        userListeners = new Set();
        listeners.set(userId, userListeners);
      }
      userListeners.add(listener);
      // A handler of its own, so that subscribing the same function twice still counts twice.
      const missed = onMissed && (() => onMissed());
      if (missed) missedHandlers.add(missed);
      return () => {
        if (missed) missedHandlers.delete(missed);
        const set = listeners.get(userId);
        set?.delete(listener);
        if (set?.size === 0) listeners.delete(userId);
      };
    },
    async start() {
      unlisten = await database.listen(EVENTS_CHANNEL, dispatch, () => {
        logger.warn(
          'Écoute des événements rétablie : les flux ouverts sont fermés pour que les clients se resynchronisent',
        );
        for (const missed of [...missedHandlers]) missed();
      });
    },
    async stop() {
      await unlisten?.();
      listeners.clear();
      missedHandlers.clear();
    },
  };
}
