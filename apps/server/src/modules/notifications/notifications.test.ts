import { randomUUID } from 'node:crypto';
import { BELL_LIMIT, NOTIFICATIONS_LIMIT, NOTIFY_TEXTS, type NotificationView } from '@livra/shared';
import { NOTIFY_TEXTS_EN } from '@livra/shared/notification-texts-en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LivraEvent } from '@/events/bus';
import { notifications } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { uniqueContact } from '@/modules/requests/requests.fixtures';
import { notifyUser } from './notifications.service';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

interface Page {
  items: NotificationView[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}

async function newUser(email: string) {
  await server.request('/auth/sign-up', { json: { name: 'Mariam Soumah', email, password: 'secret12' } });
  const cookie = await server.signIn(email, 'secret12');
  const { user } = await (await server.request('/auth/session', { cookie })).json();
  return { cookie, id: user.id as string };
}

async function page(cookie: string, query = ''): Promise<Page> {
  const response = await server.request(`/notifications${query}`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

/** `count` notifications, one minute apart, the last one the newest; every third one already read. */
async function fill(userId: string, count: number) {
  const start = Date.now() - count * 60_000;
  await server.deps.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      type: 'order_status',
      title: `Notification ${i + 1}`,
      message: 'Votre commande avance.',
      isRead: i % 3 === 0,
      createdAt: new Date(start + i * 60_000),
    })),
  );
}

async function waitFor(check: () => boolean) {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Événement jamais reçu');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('notification list', () => {
  it('pages 20 at a time, newest first, with the total and the unread count', async () => {
    const user = await newUser('liste@example.gn');
    await fill(user.id, 25);
    const first = await page(user.cookie);
    expect(first).toMatchObject({ total: 25, unread: 16, page: 1, pageSize: NOTIFICATIONS_LIMIT });
    expect(first.items.map((n) => n.title).slice(0, 2)).toEqual(['Notification 25', 'Notification 24']);
    expect(first.items).toHaveLength(20);
    const second = await page(user.cookie, '?page=2');
    expect(second.items.map((n) => n.title)).toEqual([
      'Notification 5',
      'Notification 4',
      'Notification 3',
      'Notification 2',
      'Notification 1',
    ]);
  });

  it('gives the bell the 10 newest unread ones', async () => {
    const user = await newUser('cloche@example.gn');
    await fill(user.id, 25);
    const bell = await page(user.cookie, '?unread=true');
    expect(bell.items).toHaveLength(BELL_LIMIT);
    expect(bell.items.every((n) => !n.isRead)).toBe(true);
    expect(bell.items[0].title).toBe('Notification 24');
    expect(bell.unread).toBe(16);
  });

  it('hides expired notifications', async () => {
    const user = await newUser('expire@example.gn');
    await server.deps.db.insert(notifications).values([
      {
        userId: user.id,
        type: 'promotion',
        title: 'Promo passée',
        message: '-10 %',
        expiresAt: new Date(Date.now() - 1000),
      },
      {
        userId: user.id,
        type: 'promotion',
        title: 'Promo en cours',
        message: '-10 %',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    ]);
    const list = await page(user.cookie);
    expect(list.items.map((n) => n.title)).toEqual(['Promo en cours']);
    expect(list.unread).toBe(1);
  });

  it('shows each user only their own, and refuses bad page numbers', async () => {
    const demo = await page(await server.signIn(DEMO.customer));
    expect(demo.items.length).toBeGreaterThan(0);
    const fresh = await newUser('vide@example.gn');
    expect((await page(fresh.cookie)).items).toEqual([]);
    for (const query of ['?page=0', '?page=abc', '?page=1001', '?unread=oui']) {
      expect((await server.request(`/notifications${query}`, { cookie: fresh.cookie })).status, query).toBe(400);
    }
  });
});

describe('reading and deleting', () => {
  it('marks one or all as read', async () => {
    const user = await newUser('lecture@example.gn');
    await fill(user.id, 5);
    const [newest] = (await page(user.cookie, '?unread=true')).items;
    const read = await server.request(`/notifications/${newest.id}/read`, { method: 'POST', cookie: user.cookie });
    expect(read.status).toBe(200);
    expect((await page(user.cookie)).unread).toBe(2);

    const all = await server.request('/notifications/read-all', { method: 'POST', cookie: user.cookie });
    expect(await all.json()).toEqual({ count: 2 });
    expect((await page(user.cookie)).unread).toBe(0);
  });

  it('deletes one, or every read one', async () => {
    const user = await newUser('suppression@example.gn');
    await fill(user.id, 6);
    const [first] = (await page(user.cookie)).items;
    expect((await server.request(`/notifications/${first.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(
      200,
    );
    expect((await page(user.cookie)).total).toBe(5);

    const cleared = await server.request('/notifications/read', { method: 'DELETE', cookie: user.cookie });
    expect(await cleared.json()).toEqual({ count: 2 });
    const left = await page(user.cookie);
    expect(left.total).toBe(3);
    expect(left.items.every((n) => !n.isRead)).toBe(true);
  });

  it('answers 404 for another user’s notification and leaves it alone; 400 for a malformed id', async () => {
    const owner = await newUser('proprio-notif@example.gn');
    const other = await newUser('autre-notif@example.gn');
    await fill(owner.id, 2);
    const [target] = (await page(owner.cookie, '?unread=true')).items;
    for (const [method, path] of [
      ['POST', `/notifications/${target.id}/read`],
      ['DELETE', `/notifications/${target.id}`],
    ]) {
      const response = await server.request(path, { method, cookie: other.cookie });
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe('Notification non trouvée');
    }
    expect((await page(owner.cookie, '?unread=true')).items[0]).toEqual(target);
    const malformed = await server.request('/notifications/abc/read', { method: 'POST', cookie: other.cookie });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe('Identifiant de notification invalide');
  });

  it('needs a signed-in user', async () => {
    expect((await server.request('/notifications')).status).toBe(401);
  });
});

describe('live updates', () => {
  it('tells the user’s open pages when a notification arrives, is read or deleted', async () => {
    const user = await newUser('direct@example.gn');
    const received: LivraEvent[] = [];
    const stop = server.deps.events.subscribe(user.id, (event) => received.push(event));
    try {
      const id = await notifyUser(server.deps.db, server.deps.events, {
        userId: user.id,
        type: 'system',
        title: () => 'Bienvenue',
        message: () => 'Bienvenue sur Livra',
        priority: 'low',
      });
      await waitFor(() => received.length === 1);
      expect(received[0]).toEqual({ type: 'notification', userIds: [user.id], data: {} });

      await server.request(`/notifications/${id}/read`, { method: 'POST', cookie: user.cookie });
      await waitFor(() => received.length === 2);
      await server.request(`/notifications/${id}`, { method: 'DELETE', cookie: user.cookie });
      await waitFor(() => received.length === 3);
      expect(received.every((event) => event.type === 'notification')).toBe(true);
    } finally {
      stop();
    }
  });

  it('sends nothing when a transaction that notified is rolled back', async () => {
    const user = await newUser('annulee@example.gn');
    const received: LivraEvent[] = [];
    const stop = server.deps.events.subscribe(user.id, (event) => received.push(event));
    try {
      await server.deps.db
        .transaction(async (tx) => {
          await notifyUser(tx, server.deps.events, {
            userId: user.id,
            type: 'system',
            title: () => 'Jamais',
            message: () => 'Jamais envoyé',
          });
          throw new Error('rollback');
        })
        .catch(() => undefined);
      // A marker sent afterwards (any other event) arrives; the rolled-back one never does.
      await server.deps.events.publish(server.deps.db, {
        type: 'cart',
        userIds: [user.id],
        data: { cartId: randomUUID() },
      });
      await waitFor(() => received.some((event) => event.type === 'cart'));
      expect(received.map((event) => event.type)).toEqual(['cart']);
      expect((await page(user.cookie)).total).toBe(0);
    } finally {
      stop();
    }
  });
});

describe('the recipient’s language', () => {
  /** Applies as a partner (a public form): every active admin is told of it. */
  async function applyAsPartner(businessName: string) {
    const plans = (await (await server.request('/subscription-plans')).json()).plans;
    const response = await server.request('/requests/partner', {
      json: {
        ownerName: 'Mariama Barry',
        ...uniqueContact('mariama'),
        businessName,
        businessTypeId: 1,
        address: 'Corniche Nord, Dixinn',
        region: 'Conakry',
        description: 'Poisson braisé, attiéké et jus de gingembre.',
        planId: plans[0].id,
      },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function noticeOf(cookie: string, requestId: string) {
    const { items } = await page(cookie);
    return items.find((n) => n.data?.requestId === requestId);
  }

  it('writes an English-speaking admin’s notification in English, a French-speaking one’s in French', async () => {
    const cookie = await server.signIn(DEMO.admin);
    const setLocale = (locale: string) =>
      server.request('/me/profile', { method: 'PATCH', cookie, json: { locale } }).then((r) => r.status);
    try {
      expect(await setLocale('en')).toBe(200);
      const english = await applyAsPartner('Le Jardin de Dixinn');
      expect(await noticeOf(cookie, english)).toMatchObject({
        title: 'New partner application',
        message: NOTIFY_TEXTS_EN.newPartnerRequest('Mariama Barry', 'Le Jardin de Dixinn', 'Conakry'),
      });

      expect(await setLocale('fr')).toBe(200);
      const french = await applyAsPartner('Boulangerie du Niger');
      expect(await noticeOf(cookie, french)).toMatchObject({
        title: 'Nouvelle demande partenaire',
        message: NOTIFY_TEXTS.newPartnerRequest('Mariama Barry', 'Boulangerie du Niger', 'Conakry'),
      });
      // Written once, in the language of the day it was sent: the English one stays English.
      expect((await noticeOf(cookie, english))?.title).toBe('New partner application');
    } finally {
      await setLocale('fr');
    }
  });
});
