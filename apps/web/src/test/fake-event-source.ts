import type { LiveEventData, LiveEventName } from '@livra/shared/events';

/**
 * jsdom has no EventSource: this stand-in takes its place (`vi.stubGlobal('EventSource',
 * FakeEventSource)`). It keeps the last one the realtime hook opened, so a test can push an
 * event down it as the server would; tests that do not look at live updates just install it.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  /** Every stream opened since the test reset it, oldest first. */
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.last = this;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** An event as the server sends it: its payload as JSON. */
  emit<Name extends LiveEventName>(type: Name, data: LiveEventData<Name>) {
    this.emitRaw(type, JSON.stringify(data));
  }

  /** Any text under any event name, to see what the app does with what it does not expect. */
  emitRaw(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
