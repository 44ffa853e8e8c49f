import { EMAIL_PAYLOAD_SCHEMAS, formatGNFFull, sampleEmailPayload } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '@/email/testing/smtp-receiver';
import { renderEmail } from '@/email/render';
import { startOutboxWorker, type OutboxWorker } from '@/email/worker';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { customerWithOrder } from './orders.fixtures';

let server: TestServer;
let receiver: SmtpReceiver;
let worker: OutboxWorker;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  server = await createTestServer({ smtpUrl: receiver.url });
  worker = startOutboxWorker(server.deps, { pollIntervalMs: 60_000 });
});
afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await receiver?.close();
});

/** What a reader sees: the text part with its line breaks and spacing flattened. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('order e-mails through a real SMTP server', () => {
  it('sends the confirmation, then one status e-mail per change, in French', async () => {
    const { order, email, riz, alloco } = await customerWithOrder(server);
    // The first mail is the sign-up's address confirmation; the order's follow.
    const [welcome, confirmation] = await receiver.waitFor(2);
    expect(welcome.subject).toBe('Confirmez votre adresse e-mail Livra');
    expect(confirmation.to).toEqual([email]);
    expect(confirmation.subject).toBe(`Confirmation de votre commande ${order.orderNumber} — Le Maquis de Kaloum`);
    const text = flat(confirmation.text);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(`2 × Riz gras au mouton — ${formatGNFFull(riz.price * 2)}`);
    expect(text).toContain(`1 × Alloco — ${formatGNFFull(alloco.price)}`);
    for (const amount of [order.subtotal, order.tax, order.deliveryFee, order.grandTotal])
      expect(text).toContain(formatGNFFull(amount));
    expect(text).toContain('En espèces à la livraison');
    expect(text).toContain('Livraison : Kipé, Ratoma, Conakry');
    expect(text).toContain('Point de repère : En face de la pharmacie Kipé');
    expect(confirmation.html).toContain(`/order-tracking/${order.id}`);

    const admin = await server.signIn(DEMO.admin);
    const change = (status: string) =>
      server.request(`/admin/orders/${order.id}/status`, { cookie: admin, json: { status } });
    expect((await change('out_for_delivery')).status).toBe(200);
    // A retried request with the same status sends nothing more.
    expect((await change('out_for_delivery')).status).toBe(200);
    const mails = await receiver.waitFor(3);
    await worker.drain();
    expect(receiver.messages).toHaveLength(3);
    const update = mails[2];
    expect(update.to).toEqual([email]);
    expect(update.subject).toBe(`Commande ${order.orderNumber} : En cours de livraison`);
    const updateText = flat(update.text);
    expect(updateText).toContain('Votre commande est en route vers vous');
    expect(updateText).toContain('Nouveau statut : En cours de livraison');
    expect(updateText).toContain('Statut précédent : En attente');
  });
});

describe('the order confirmation in English', () => {
  it('gives the address and its landmark with English words around them', async () => {
    const payload = EMAIL_PAYLOAD_SCHEMAS['order-confirmation'].parse(
      sampleEmailPayload('order-confirmation', 'awa@example.gn', 'Awa'),
    );
    const { text } = await renderEmail('order-confirmation', payload, {
      appUrl: 'http://localhost',
      locale: 'en',
    });
    expect(flat(text)).toContain('Delivery: Kipé, Ratoma, Conakry');
    expect(flat(text)).toContain('Landmark: En face de la pharmacie Kipé');
    expect(text).not.toContain('repère');
  });
});
