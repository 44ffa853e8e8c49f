import type { TestServer } from './harness';

/** One Server-Sent Events frame: its event name and its (joined) data lines. */
export interface SseFrame {
  event: string;
  data: string;
}

function parseFrame(block: string): SseFrame | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  // A comment-only block (the heartbeat) is no event.
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/** Opens `/api/events` as the user of `cookie`, to read its frames as a browser would. */
export async function openEventStream(server: TestServer, cookie: string) {
  const response = await server.request('/events', { cookie });
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !contentType.includes('text/event-stream')) {
    throw new Error(`Flux d'événements refusé : ${response.status} ${contentType}`);
  }
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: SseFrame[] = [];

  async function read(timeoutMs: number) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`délai dépassé ; reçu : ${JSON.stringify(frames)}`)), timeoutMs);
    });
    try {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk.done) throw new Error('flux fermé');
      buffer += decoder.decode(chunk.value, { stream: true });
    } finally {
      clearTimeout(timer);
    }
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop()!;
    for (const block of blocks) {
      const frame = parseFrame(block);
      if (frame) frames.push(frame);
    }
  }

  /** Every frame received until (and including) the first one `done` accepts. */
  async function readUntil(done: (frame: SseFrame) => boolean, timeoutMs = 5000): Promise<SseFrame[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = frames.findIndex(done);
      if (index >= 0) return frames.splice(0, index + 1);
      await read(Math.max(1, deadline - Date.now()));
    }
  }

  return { readUntil, close: () => reader.cancel() };
}
