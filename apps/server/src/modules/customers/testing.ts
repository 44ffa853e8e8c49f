import type { LivraEvent } from '@/events/bus';
import type { TestServer } from '@/test/harness';

/** Helpers for this module's tests. */

export async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

/** A brand-new customer account, signed in: tests that change data do not disturb the demo one. */
export async function newCustomer(server: TestServer, email: string, name = 'Aïssatou Camara') {
  const response = await server.request('/auth/sign-up', { json: { name, email, password: 'secret12' } });
  if (response.status !== 202) throw new Error(`Inscription impossible: ${response.status} ${await response.text()}`);
  // Sign-up opens no session (issue 9): sign in as the web app does next.
  const cookie = await server.signIn(email, 'secret12');
  const { user } = (await (await server.request('/auth/session', { cookie })).json()) as {
    user: { id: string; name: string };
  };
  return { cookie, user };
}

/** Records the realtime events one user receives (they arrive through LISTEN/NOTIFY, a little later). */
export function captureEvents(server: TestServer, userId: string) {
  const events: LivraEvent[] = [];
  const stop = server.deps.events.subscribe(userId, (event) => events.push(event));
  return { events, stop };
}

export async function waitFor(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Condition jamais remplie');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
