// @vitest-environment jsdom
import type { EmailTestHistoryEntry, OutboxSummary } from '@livra/shared/email-test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();
// The route loads the admin layout and the page lazily: on a busy machine their first load takes seconds.
beforeAll(() => import('./email-test-page'), 60_000);
const LOADED = { timeout: 20_000 };

const ID = '3f1c2a9e-5b7d-4c1e-9a8f-2d6b4e0c7a51';

function entry(overrides: Partial<EmailTestHistoryEntry> = {}): EmailTestHistoryEntry {
  return {
    id: ID,
    type: 'order-confirmation',
    typeLabel: 'Confirmation de commande',
    to: 'awa@example.gn',
    status: 'kept',
    statusLabel: 'Conservé (pas de SMTP)',
    result: 'success',
    resultLabel: 'Succès',
    message: "Conservé pour awa@example.gn sans envoi (aucun SMTP configuré) : lisible dans la boîte d'envoi",
    attempts: 0,
    createdAt: '2026-11-26T09:30:00.000Z',
    ...overrides,
  };
}

const failed = entry({
  id: '6f1c2a9e-5b7d-4c1e-9a8f-2d6b4e0c7a52',
  type: 'payment-reminder',
  typeLabel: 'Rappel de paiement',
  status: 'failed',
  statusLabel: 'Échec',
  result: 'failure',
  resultLabel: 'Échec',
  message: 'Abandon après 3 tentatives : ECONNREFUSED',
  attempts: 3,
});

const outboxRow: OutboxSummary = {
  id: ID,
  template: 'order-confirmation',
  templateLabel: 'Confirmation de commande',
  to: 'awa@example.gn',
  subject: 'Votre commande LIV-24-00042 est confirmée',
  status: 'kept',
  statusLabel: 'Conservé (pas de SMTP)',
  attempts: 0,
  lastError: null,
  isTest: true,
  nextAttemptAt: '2026-11-26T09:30:00.000Z',
  createdAt: '2026-11-26T09:30:00.000Z',
  sentAt: null,
};

/** The page on a mocked API; `historyReply` replaces the history the page reads (polled while a test is in flight). */
function renderPage(initialHistory: EmailTestHistoryEntry[], historyReply?: () => { body: unknown }) {
  let history = initialHistory;
  const fetchMock = mockApi({
    'GET /api/emails/test/history': historyReply ?? (() => ({ body: { items: history } })),
    'DELETE /api/emails/test/history': () => {
      const cleared = history.length;
      history = [];
      return { body: { cleared, message: 'Résultats effacés' } };
    },
    'POST /api/emails/test': (init) => {
      const body = JSON.parse(String(init?.body));
      const sent = entry({ id: '9f1c2a9e-5b7d-4c1e-9a8f-2d6b4e0c7a59', to: body.recipientEmail });
      history = [sent, ...history];
      return {
        body: { entry: sent, message: `« Confirmation de commande » mis en file d'envoi pour ${body.recipientEmail}` },
      };
    },
    'GET /api/emails/outbox': { body: { items: [outboxRow], total: 1, page: 1, pageSize: 10 } },
    [`GET /api/emails/outbox/${ID}`]: {
      body: {
        ...outboxRow,
        html: '<html><body><p>Bonjour Awa</p><script>parent.alert(1)</script></body></html>',
        text: 'Bonjour Awa\nRiz gras au poulet',
        payload: {},
      },
    },
  });
  renderApp('/admin-dashboard/email-test', testQueryClient(testUser('admin')));
  return fetchMock;
}

const historyTable = async () =>
  within(await screen.findByRole('table', { name: 'Historique des e-mails de test' }, LOADED));

describe('admin e-mail test page', { timeout: 40_000 }, () => {
  it('asks for the recipient’s e-mail and name before sending anything', async () => {
    const fetchMock = renderPage([]);
    expect(await screen.findByRole('heading', { level: 1, name: "Test d'Emails" }, LOADED)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email du destinataire'), { target: { value: 'awa@example.gn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le test' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Veuillez remplir l'email et le nom du destinataire");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the sample payload read-only, with the spec’s sample figures and the recipient', async () => {
    renderPage([]);
    const type = await screen.findByLabelText("Type d'e-mail", {}, LOADED);
    fireEvent.change(type, { target: { value: 'order-confirmation' } });
    fireEvent.change(screen.getByLabelText('Nom du destinataire'), { target: { value: 'Awa Camara' } });
    const sample = screen.getByLabelText(/Données d'exemple/) as HTMLTextAreaElement;
    expect(sample.readOnly).toBe(true);
    expect(sample.value).toContain('"delivery_fee": 3000');
    expect(sample.value).toContain('"tax": 1600');
    expect(sample.value).toContain('"user_name": "Awa Camara"');
    fireEvent.change(type, { target: { value: 'payment-reminder' } });
    expect((screen.getByLabelText(/Données d'exemple/) as HTMLTextAreaElement).value).toContain('"plan_price": 50000');
  });

  it('sends a test, shows it in the history with Succès, and « Effacer les résultats » empties it', async () => {
    renderPage([failed]);
    const rows = await historyTable();
    expect(rows.getByText('Rappel de paiement')).toBeTruthy();
    expect(rows.getByText('Échec')).toBeTruthy();
    expect(rows.getByText('Abandon après 3 tentatives : ECONNREFUSED')).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Type d'e-mail"), { target: { value: 'order-confirmation' } });
    fireEvent.change(screen.getByLabelText('Email du destinataire'), { target: { value: 'awa@example.gn' } });
    fireEvent.change(screen.getByLabelText('Nom du destinataire'), { target: { value: 'Awa Camara' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le test' }));
    expect(await screen.findByText('Email envoyé', {}, LOADED)).toBeTruthy();
    await waitFor(async () => expect((await historyTable()).getByText('Succès')).toBeTruthy());
    expect((await historyTable()).getByText('Confirmation de commande')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Effacer les résultats' }));
    expect(await screen.findByText('Aucun test', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Historique des e-mails de test' })).toBeNull();
  });

  it('follows a queued test until the outbox says it was sent', async () => {
    let polls = 0;
    const queued = entry({ status: 'pending', statusLabel: 'En attente', result: 'pending', resultLabel: 'En cours' });
    const sent = entry({ status: 'sent', statusLabel: 'Envoyé', message: 'Envoyé à awa@example.gn' });
    renderPage([], () => ({ body: { items: [polls++ === 0 ? queued : sent] } }));
    expect((await historyTable()).getByText('En cours')).toBeTruthy();
    await waitFor(async () => expect((await historyTable()).getByText('Succès')).toBeTruthy(), { timeout: 8_000 });
    expect((await historyTable()).getByText('Envoyé à awa@example.gn')).toBeTruthy();
  });

  it('shows a refused send as « Erreur d’envoi » with the server’s message', async () => {
    renderPage([]);
    mockApi({
      'GET /api/emails/test/history': { body: { items: [] } },
      'GET /api/emails/outbox': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
      'POST /api/emails/test': { status: 400, body: { error: "L'email n'est pas valide" } },
    });
    fireEvent.change(await screen.findByLabelText('Email du destinataire', {}, LOADED), { target: { value: 'awa' } });
    fireEvent.change(screen.getByLabelText('Nom du destinataire'), { target: { value: 'Awa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le test' }));
    expect(await screen.findByText("Erreur d'envoi", {}, LOADED)).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe("L'email n'est pas valide");
  });

  it('lists the outbox and reads a message in a frame that runs no script', async () => {
    renderPage([]);
    const outbox = within(await screen.findByRole('table', { name: "Boîte d'envoi des e-mails" }, LOADED));
    expect(outbox.getByText('Votre commande LIV-24-00042 est confirmée')).toBeTruthy();
    expect(outbox.getByText('Test')).toBeTruthy();
    fireEvent.click(outbox.getByRole('button', { name: /Lire l'e-mail « Votre commande LIV-24-00042/ }));
    const dialog = within(await screen.findByRole('dialog', {}, LOADED));
    const frame = (await dialog.findByTitle(/Aperçu HTML/, {}, LOADED)) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Bonjour Awa');
    expect((dialog.getByRole('textbox', { name: 'Version texte' }) as HTMLTextAreaElement).value).toContain(
      'Riz gras au poulet',
    );
  });
});
