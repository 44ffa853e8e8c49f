import { z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { MESSAGES } from '@livra/shared/messages';
import { STREAM_READY_EVENT, SUPERSEDED_EVENT } from '@livra/shared/stream-events';
import type { LivraEvent } from '@/events/bus';
import { clientAddress } from '@/http/client-address';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { ErrorSchema, errorResponses, jsonContent } from '@/http/schemas';
import { AppError } from '@/lib/errors';
import { streamsOf } from './streams.service';

/** A comment line now and then keeps proxies and mobile networks from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

export const eventsRoutes = createRouter().openapi(
  defineRoute({
    method: 'get',
    path: '/events',
    operationId: 'streamEvents',
    access: ['authenticated'],
    tags: ['Temps réel'],
    summary: "Flux Server-Sent Events de l'utilisateur connecté",
    description:
      'Commandes, panier, notifications… Au plus 5 flux par utilisateur et 20 par adresse IP sur une instance : un nouveau flux ferme le plus ancien, qui reçoit d’abord un événement `superseded`. Au-delà de `EVENT_STREAMS_MAX` flux sur l’instance, 503 : le navigateur réessaie.',
    responses: {
      200: { description: 'Flux SSE', content: { 'text/event-stream': { schema: z.string() } } },
      ...errorResponses,
      503: jsonContent(ErrorSchema, 'Trop de flux ouverts sur cette instance'),
    },
  }),
  (c) => {
    const user = currentUser(c);
    const deps = c.get('deps');
    const address = clientAddress(c);
    // The instance keeps its sockets for the database, files and other requests; the web app
    // retries a refused stream a few seconds later (apps/web/src/lib/realtime.ts).
    if (streamsOf(deps).size() >= deps.config.eventStreamsMax) {
      throw new AppError(503, 'live_streams_full', MESSAGES.liveStreamsFull);
    }
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: LivraEvent[] = [];
      let wake: (() => void) | undefined;
      let superseded = false;
      let ended = false;
      // Events may have been lost while the instance could not hear PostgreSQL: the stream ends,
      // and the browser reconnects and refreshes what it shows (apps/web/src/lib/realtime.ts).
      let missed = false;
      const unsubscribe = deps.events.subscribe(
        user.id,
        (event) => {
          queue.push(event);
          wake?.();
        },
        () => {
          missed = true;
          wake?.();
        },
      );
      const release = streamsOf(deps).open(user.id, address, () => {
        superseded = true;
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        release();
        wake?.();
      });
      // Tells the browser how long to wait before reconnecting, and that the stream is live.
      await stream.writeSSE({ event: STREAM_READY_EVENT, data: '{}', retry: 3000 });
      while (!stream.aborted && !stream.closed && !superseded && !missed) {
        for (let event = queue.shift(); event; event = queue.shift()) {
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data ?? {}) });
          // The account's sessions were ended: nothing more goes to this stream.
          if (event.type === 'session_ended') {
            ended = true;
            break;
          }
        }
        if (ended) break;
        // The heartbeat's timer goes with the wait it ends: one timer per stream, not one per event.
        await new Promise<void>((resolve) => {
          const heartbeat = setTimeout(resolve, HEARTBEAT_MS);
          wake = () => {
            clearTimeout(heartbeat);
            resolve();
          };
        });
        wake = undefined;
        if (queue.length === 0 && !stream.aborted && !superseded && !missed) await stream.write(': ping\n\n');
      }
      if (superseded && !stream.aborted) await stream.writeSSE({ event: SUPERSEDED_EVENT, data: '{}' });
      unsubscribe();
      release();
    });
  },
);
