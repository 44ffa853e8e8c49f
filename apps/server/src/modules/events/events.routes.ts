import { z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { LivraEvent } from '../../events/bus';
import { createRouter, currentUser, defineRoute } from '../../http/router';
import { errorResponses } from '../../http/schemas';

/** A comment line now and then keeps proxies and mobile networks from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

export const eventsRoutes = createRouter().openapi(
  defineRoute({
    method: 'get', path: '/events', access: ['authenticated'], tags: ['Temps réel'],
    summary: "Flux Server-Sent Events de l'utilisateur connecté (commandes, panier, notifications…)",
    responses: {
      200: { description: 'Flux SSE', content: { 'text/event-stream': { schema: z.string() } } },
      ...errorResponses,
    },
  }),
  (c) => {
    const user = currentUser(c);
    const { events } = c.get('deps');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: LivraEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = events.subscribe(user.id, (event) => {
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      // Tells the browser how long to wait before reconnecting, and that the stream is live.
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
      while (!stream.aborted && !stream.closed) {
        while (queue.length > 0) {
          const event = queue.shift()!;
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data ?? {}) });
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS);
        });
        wake = undefined;
        if (queue.length === 0 && !stream.aborted) await stream.write(': ping\n\n');
      }
      unsubscribe();
    });
  },
);
