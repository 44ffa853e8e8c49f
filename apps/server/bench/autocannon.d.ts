// The part of autocannon 9's API the benchmark uses (the package ships no types, and a
// @types package is not worth a dependency for a script).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  /** `Context`: what the caller keeps on each connection between its requests. */
  interface Request<Context> extends RequestParams {
    /** Called before each send with this connection's context; returns the request to send. */
    setupRequest?: (request: RequestParams, context: Context) => RequestParams;
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
  }

  interface Options<Context> {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request<Context>[];
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    total: number;
    p50: number;
    p99: number;
    max: number;
  }

  interface Result {
    duration: number;
    requests: Histogram & { sent: number };
    latency: Histogram & { p97_5: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
    ): this;
    on(event: string, listener: (...args: never[]) => void): this;
  }

  function autocannon<Context extends object = Record<string, unknown>>(options: Options<Context>): Instance;
  export default autocannon;
}
