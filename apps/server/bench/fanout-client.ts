import { request, Agent, type ClientRequest, type IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { required } from '@livra/shared';
import type { FanoutJob, FanoutOpened, FanoutRun, StreamSpec, Trigger } from './fanout';

// The realtime clients of the fan-out scenario, in their own process (forked by fanout.ts) so
// that parsing thousands of streams does not share an event loop with the server measured.
// It holds the /api/events streams, sends the requests that change orders and carts, and
// times each event from the sending of its request to its arrival, on one clock.

const send = required(process.send, 'process.send (fanout-client must be forked with IPC)').bind(process);

interface OpenStream {
  spec: StreamSpec;
  request: ClientRequest;
  response?: IncomingMessage;
  /** Closed by the server, or superseded: no longer served. */
  lost?: string;
  closing?: boolean;
}

interface Pending {
  /** When its request was sent (performance.now()). */
  sentAt: number;
  /** Streams still waiting for its event. */
  waiting: Set<number>;
  latencies: number[];
}

const streams = new Map<number, OpenStream>();
/** Per event key (`order:<id>:<status>`, `cart:<userId>`), the changes still awaited, oldest first. */
const pending = new Map<string, Pending[]>();
let lostCount = 0;
const lostReasons = new Map<string, number>();

function markLost(stream: OpenStream, reason: string) {
  if (stream.lost || stream.closing) return;
  stream.lost = reason;
  lostCount++;
  lostReasons.set(reason, (lostReasons.get(reason) ?? 0) + 1);
}

function onFrame(stream: OpenStream, frame: string, onReady: () => void) {
  let event = 'message';
  let data = '';
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  if (event === 'ready') return onReady();
  if (event === 'superseded') return markLost(stream, 'superseded');
  let key: string | undefined;
  if (event === 'order') {
    const payload = JSON.parse(data) as { orderId: string; status: string };
    key = `order:${payload.orderId}:${payload.status}`;
  } else if (event === 'cart') key = `cart:${stream.spec.userId}`;
  if (!key) return;
  const now = performance.now();
  // The oldest change of this key that has not reached this stream yet: events keep their order.
  for (const change of pending.get(key) ?? []) {
    if (change.waiting.delete(stream.spec.id)) {
      change.latencies.push(now - change.sentAt);
      return;
    }
  }
}

function openOne(spec: StreamSpec): Promise<string | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (error?: string) => {
      if (settled) return;
      settled = true;
      resolve(error);
    };
    const url = new URL('/api/events', spec.url);
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      agent: false,
      localAddress: spec.localAddress,
      headers: { cookie: spec.cookie, accept: 'text/event-stream' },
    });
    const stream: OpenStream = { spec, request: req };
    req.on('response', (response) => {
      stream.response = response;
      if (response.statusCode !== 200) {
        response.resume();
        return done(`HTTP ${response.statusCode}`);
      }
      streams.set(spec.id, stream);
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          onFrame(stream, frame, () => done());
        }
      });
      response.on('end', () => markLost(stream, 'fermé par le serveur'));
      response.on('error', () => markLost(stream, 'erreur de flux'));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (streams.has(spec.id)) markLost(stream, error.code ?? error.message);
      done(error.code ?? error.message);
    });
    req.setTimeout(30_000, () => {
      if (!settled) {
        req.destroy();
        done('pas de « ready » en 30 s');
      }
    });
    req.end();
  });
}

async function open(specs: StreamSpec[], concurrency: number): Promise<FanoutOpened> {
  const started = performance.now();
  const failures = new Map<string, number>();
  const queue = [...specs];
  async function worker() {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const error = await openOne(spec);
      if (error) failures.set(error, (failures.get(error) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    opened: specs.length - [...failures.values()].reduce((a, b) => a + b, 0),
    failures: Object.fromEntries(failures),
    seconds: (performance.now() - started) / 1000,
    open: streams.size - lostCount,
  };
}

/** Sends each change at its time (open loop: a slow answer does not delay the next change). */
async function run(job: Extract<FanoutJob, { kind: 'run' }>): Promise<FanoutRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  /** `status` 0: no answer came, and `failure` says why (the socket error's code). */
  const changes: { trigger: Trigger; change: Pending; responseMs?: number; status?: number; failure?: string }[] = [];
  const started = performance.now();
  const requests: Promise<void>[] = [];
  for (const [index, trigger] of job.triggers.entries()) {
    const due = started + (index * 1000) / job.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const waiting = new Set(
      trigger.streamIds.filter((id) => {
        const stream = streams.get(id);
        return stream && !stream.lost;
      }),
    );
    const change: Pending = { sentAt: performance.now(), waiting, latencies: [] };
    const entry: (typeof changes)[number] = { trigger, change };
    changes.push(entry);
    let queue = pending.get(trigger.eventKey);
    if (!queue) {
      queue = [];
      pending.set(trigger.eventKey, queue);
    }
    queue.push(change);
    requests.push(
      sendChange(agent, trigger).then(
        (status) => {
          entry.status = status;
          entry.responseMs = performance.now() - change.sentAt;
        },
        (error: NodeJS.ErrnoException) => {
          entry.status = 0;
          entry.failure = error.code ?? error.message;
        },
      ),
    );
  }
  await Promise.all(requests);
  // The last events may still be on their way: wait until all arrived or the grace period ends.
  const graceEnd = performance.now() + job.graceMs;
  while (performance.now() < graceEnd && changes.some((c) => c.change.waiting.size > 0))
    await new Promise((resolve) => setTimeout(resolve, 20));
  agent.destroy();
  pending.clear();

  const result: FanoutRun = { kinds: {} };
  for (const { trigger, change, responseMs, status, failure } of changes) {
    const kind = result.kinds[trigger.kind] ?? {
      changes: 0,
      failedRequests: 0,
      failedStatuses: {},
      latencies: [],
      expected: 0,
      missing: 0,
      responseMs: [],
    };
    result.kinds[trigger.kind] = kind;
    kind.changes++;
    if (status !== trigger.expectStatus) {
      kind.failedRequests++;
      const what = failure ?? String(status);
      kind.failedStatuses[what] = (kind.failedStatuses[what] ?? 0) + 1;
    }
    if (responseMs !== undefined) kind.responseMs.push(responseMs);
    kind.latencies.push(...change.latencies);
    kind.expected += change.latencies.length + change.waiting.size;
    kind.missing += change.waiting.size;
  }
  return result;
}

function sendChange(agent: Agent, trigger: Trigger): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(trigger.path, trigger.url);
    const body = JSON.stringify(trigger.body);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: trigger.method,
        agent,
        headers: {
          cookie: trigger.cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function close(): { lost: number; lostReasons: Record<string, number> } {
  for (const stream of streams.values()) {
    stream.closing = true;
    stream.request.destroy();
  }
  const summary = { lost: lostCount, lostReasons: Object.fromEntries(lostReasons) };
  streams.clear();
  lostCount = 0;
  lostReasons.clear();
  return summary;
}

process.on('message', async (job: FanoutJob) => {
  try {
    let result: unknown;
    if (job.kind === 'open') result = await open(job.streams, job.concurrency);
    else if (job.kind === 'run') result = await run(job);
    else if (job.kind === 'status') result = { open: streams.size - lostCount, lost: Object.fromEntries(lostReasons) };
    else result = close();
    send({ ok: true, result });
  } catch (error) {
    send({ ok: false, error: (error as Error).stack ?? String(error) });
  }
});
