import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Measured {
  /** Responses received during the run. */
  requests: number;
  rps: number;
  /** Latencies in milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors, time-outs and unexpected statuses: a run with failures is not a valid figure. */
  failures: number;
  /** Reads: requests sent, and those sent after every path of the list had been asked once. */
  sent?: number;
  repeated?: number;
}

export interface LoadResult {
  main: Measured;
  /** Order runs: the cart refill that precedes each order. */
  extra?: Measured;
}

export type LoadJob =
  | {
      kind: 'reads';
      url: string;
      paths: string[];
      headers: Record<string, string>;
      connections: number;
      duration: number;
    }
  | {
      kind: 'orders';
      url: string;
      customers: { cookie: string; menuItemId: string }[];
      orderBody: Record<string, string>;
      connections: number;
      duration: number;
    };

/** The load generator process (load-client.ts), forked once with the same TypeScript loader. */
export function startLoadGenerator() {
  const child: ChildProcess = fork(fileURLToPath(new URL('./load-client.ts', import.meta.url)));
  return {
    run(job: LoadJob): Promise<LoadResult> {
      return new Promise((resolve, reject) => {
        const onExit = (code: number | null) =>
          reject(new Error(`Le générateur de charge s'est arrêté (code ${code})`));
        child.once('exit', onExit);
        child.once('message', (message: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
          child.off('exit', onExit);
          if (message.ok) resolve(message.result);
          else reject(new Error(message.error));
        });
        child.send(job);
      });
    },
    stop() {
      child.kill();
    },
  };
}
