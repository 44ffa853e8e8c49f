/**
 * The events `/api/events` sends on its own, beside the published ones of `events.ts`: apart from
 * those schemas (and zod) so that the web app can open a stream on pages that load no schema.
 */

/**
 * The first event of every stream, sent by the endpoint itself (not published): the stream is
 * live, and after a reconnection the web app refetches what it may have missed.
 */
export const STREAM_READY_EVENT = 'ready';

/** Sent on a stream closed for a newer one, so the web app does not reopen it at once. */
export const SUPERSEDED_EVENT = 'superseded';
