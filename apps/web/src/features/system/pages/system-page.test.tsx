// @vitest-environment jsdom
import type { AuditEntryView, PlatformSettings, SecurityOverview, SystemHealth } from '@livra/shared/system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();
// The route loads the admin layout and the page lazily: on a busy machine their first load takes seconds.
beforeAll(() => import('./system-page'), 60_000);
const LOADED = { timeout: 20_000 };

const GB = 1024 ** 3;
// As the server answers: the measure as numbers, and its French reading (`value`, `hint`), which
// the page does not show: it writes the numbers in the chosen language.
const gauge = (
  key: string,
  label: string,
  measure: { unit: string; amount: number; of: number | null },
  percent: number | null,
  levelLabel: string,
  hintValue: number | null = null,
) => ({
  key,
  label,
  measure,
  hintValue,
  value: 'valeur en français',
  percent,
  level: percent === null ? null : percent < 50 ? 'ok' : percent < 80 ? 'warning' : 'critical',
  levelLabel,
  hint: 'repère en français',
});

const health = {
  gauges: [
    gauge('cpu', 'Processeur', { unit: 'percent', amount: 12, of: null }, 12, 'Normal', 2),
    gauge('memory', 'Mémoire', { unit: 'bytes', amount: 1.4 * GB, of: 2 * GB }, 70, 'Élevé', 300 * 1024 ** 2),
    gauge('eventLoop', 'Boucle d’événements', { unit: 'milliseconds', amount: 95.5, of: null }, 95, 'Critique'),
    gauge(
      'databaseSize',
      'Taille de la base',
      { unit: 'bytes', amount: 12 * 1024 ** 2, of: null },
      1,
      'Normal',
      75 * GB,
    ),
    gauge('connections', 'Connexions', { unit: 'count', amount: 1, of: null }, null, 'Sans objet'),
  ],
  info: {
    version: '1.2.0',
    uptimeSeconds: 3 * 3600 + 600,
    node: 'v22.1.0',
    databaseEngine: 'pglite',
    databaseVersion: '17.4',
    instances: [
      {
        id: 'i1',
        hostname: 'livra-1',
        pid: 42,
        version: '1.2.0',
        startedAt: '2026-11-26T00:00:00.000Z',
        lastSeenAt: '2026-11-26T03:00:00.000Z',
        current: true,
      },
    ],
  },
  checkedAt: '2026-11-26T03:00:00.000Z',
} as SystemHealth;

const settings: PlatformSettings = {
  platformName: 'Livra',
  contactEmail: 'contact@livra.gn',
  contactPhone: null,
  defaultDeliveryFee: 5000,
  defaultDeliveryTime: '30-45 min',
  backupFrequency: 'daily',
  updatedAt: null,
};

const entry: AuditEntryView = {
  id: '11111111-1111-4111-8111-111111111111',
  actorId: 'a1',
  actorName: 'Admin Livra',
  actorEmail: 'admin@livra.gn',
  action: 'business.update',
  entity: 'business',
  entityId: 'b-42',
  before: { deliveryFee: 5000 },
  after: { deliveryFee: 8000 },
  details: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};

const security: SecurityOverview = {
  failedSignIns: { total: 3, byEmail: [{ email: 'intrus@exemple.gn', count: 3, lastAt: '2026-11-26T02:00:00.000Z' }] },
  sessions: {
    total: 2,
    users: [
      {
        userId: 'u-fanta',
        name: 'Fanta Camara',
        email: 'fanta@exemple.gn',
        role: 'customer',
        sessions: 2,
        lastActiveAt: '2026-11-26T02:30:00.000Z',
      },
    ],
  },
};

function renderPage(overrides: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    'GET /api/admin/system/health': { body: health },
    'GET /api/admin/system/settings': { body: settings },
    'PUT /api/admin/system/settings': (init?: RequestInit) => ({
      body: { message: 'Paramètres enregistrés', settings: { ...JSON.parse(String(init?.body)), updatedAt: null } },
    }),
    'GET /api/admin/system/audit': { body: { items: [entry], total: 1, page: 1, pageSize: 10 } },
    'GET /api/admin/system/audit/facets': {
      body: {
        actors: [{ id: 'a1', name: 'Admin Livra', email: 'admin@livra.gn' }],
        actions: ['business.update'],
        entities: ['business'],
      },
    },
    'GET /api/admin/system/backups': {
      body: {
        mode: 'embedded',
        frequency: 'daily',
        kept: 7,
        directory: 'DATA_DIR/backups',
        restoreCommand: 'npm run restore-backup -- <fichier>',
        nextDueAt: '2026-11-27T01:00:00.000Z',
        items: [{ name: 'livra-20261126-010000.tar.gz', size: 4_200_000, createdAt: '2026-11-26T01:00:00.000Z' }],
      },
    },
    'POST /api/admin/system/backups': {
      status: 201,
      body: {
        message: 'Sauvegarde effectuée',
        backup: { name: 'livra-20261126-030000.tar.gz', size: 4_200_000, createdAt: '2026-11-26T03:00:00.000Z' },
      },
    },
    'GET /api/admin/system/security': { body: security },
    'POST /api/admin/system/sessions/u-fanta/end': { body: { message: '2 sessions terminées', count: 2 } },
    'GET /api/admin/system/maintenance': { body: { failedEmails: 2, expiredSessions: 5, oldNotifications: 1 } },
    'POST /api/admin/system/maintenance/retry-emails': {
      body: { message: "2 e-mails remis en file d'envoi", count: 2 },
    },
    ...overrides,
  });
  renderApp('/admin-dashboard/system', testQueryClient(testUser('admin')));
  return fetchMock;
}

// The chosen language lives in the module (and localStorage): each test leaves French behind.
afterEach(() => changeLocale('fr'));

describe('system page', { timeout: 40_000 }, () => {
  it('shows each gauge with its level in words, and the system info', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion Système' }, LOADED)).toBeTruthy();
    const cpu = (await screen.findByRole('heading', { name: 'Processeur' }, LOADED)).closest('div')!.parentElement!;
    expect(within(cpu).getByText('Normal')).toBeTruthy();
    expect(within(cpu).getByText('12 %', { selector: 'p' })).toBeTruthy();
    expect(within(cpu).getByText('Livra sur 2 cœur(s)', { exact: false })).toBeTruthy();
    expect(screen.getByText('1,4 Go / 2 Go')).toBeTruthy();
    expect(screen.getByText('95,5 ms')).toBeTruthy();
    expect(screen.getByText('12 Mo')).toBeTruthy();
    expect(screen.getByText(/mémoire du serveur utilisée \(Livra : 300 Mo\)/)).toBeTruthy();
    expect(screen.getByText(/part du disque libre de DATA_DIR \(75 Go libres\)/)).toBeTruthy();
    expect(screen.getByText('base embarquée : une seule connexion, dans le processus')).toBeTruthy();
    expect(screen.getByText('Élevé')).toBeTruthy();
    expect(screen.getByText('Critique')).toBeTruthy();
    expect(screen.getByText('Sans objet')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Mémoire' })).toBeTruthy();
    expect(screen.getByText('PGlite (PostgreSQL embarqué) 17.4')).toBeTruthy();
    expect(screen.getByText('3 h 10 min')).toBeTruthy();
    expect(screen.getByText(/livra-1 \(pid 42/)).toBeTruthy();
  });

  it('shows the audit log and the before/after of an entry in a dialog', async () => {
    renderPage();
    const table = within(await screen.findByRole('table', {}, LOADED));
    expect(await table.findByText('business.update')).toBeTruthy();
    fireEvent.click(table.getByRole('button', { name: 'Voir le détail de business.update' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Avant' })).toBeTruthy();
    expect(within(dialog).getByText(/"deliveryFee": 5000/)).toBeTruthy();
    expect(within(dialog).getByText(/"deliveryFee": 8000/)).toBeTruthy();
  });

  it('filters the audit log by action', async () => {
    const fetchMock = renderPage();
    await screen.findByRole('table', {}, LOADED);
    const action = await screen.findByLabelText('Action');
    await waitFor(() => expect(within(action).getByRole('option', { name: 'business.update' })).toBeTruthy());
    fireEvent.change(action, { target: { value: 'business.update' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('action=business.update'))).toBe(true),
    );
  });

  it('saves the settings, refusing a bad fee in French first', async () => {
    const fetchMock = renderPage();
    const fee = await screen.findByLabelText('Frais de livraison par défaut (GNF)', {}, LOADED);
    fireEvent.change(fee, { target: { value: '-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/frais de livraison/i, { selector: '[role="alert"]' })).toBeTruthy();

    fireEvent.change(fee, { target: { value: '12000' } });
    fireEvent.change(screen.getByLabelText('Fréquence des sauvegardes'), { target: { value: 'weekly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Paramètres enregistrés')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ defaultDeliveryFee: 12000, backupFrequency: 'weekly' });
  });

  it('backs up now, offers the download, and ends a user’s sessions after a confirmation', async () => {
    const fetchMock = renderPage();
    const download = await screen.findByRole(
      'link',
      { name: 'Télécharger la sauvegarde livra-20261126-010000.tar.gz' },
      LOADED,
    );
    expect(download.getAttribute('href')).toBe('/api/admin/system/backups/livra-20261126-010000.tar.gz');
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder maintenant' }));
    expect(await screen.findByText('Sauvegarde effectuée')).toBeTruthy();

    expect(screen.getByText(/intrus@exemple\.gn — 3 fois/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Déconnecter Fanta Camara' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer les sessions' }));
    expect(await screen.findByText('2 sessions terminées')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/sessions/u-fanta/end'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer les e-mails en échec' }));
    expect(await screen.findByText("2 e-mails remis en file d'envoi")).toBeTruthy();
  });

  it('says « Erreur de chargement » with a retry button when the gauges cannot be read', async () => {
    let fail = true;
    renderPage({
      'GET /api/admin/system/health': () =>
        fail
          ? { status: 500, body: { error: 'Une erreur interne est survenue. Veuillez réessayer.' } }
          : { body: health },
    });
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(within(alert).getByText('Erreur de chargement')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Processeur' }, LOADED)).toBeTruthy();
  });

  it('writes the gauges and the system info in English: figures, units and hints', async () => {
    await changeLocale('en');
    renderPage();
    const cpu = (await screen.findByRole('heading', { name: 'Processor' }, LOADED)).closest('div')!.parentElement!;
    expect(within(cpu).getByText('12%', { selector: 'p' })).toBeTruthy();
    expect(within(cpu).getByText('Livra on 2 cores', { exact: false })).toBeTruthy();
    expect(screen.getByText('1.4 GB / 2 GB')).toBeTruthy();
    expect(screen.getByText('95.5 ms')).toBeTruthy();
    expect(screen.getByText('12 MB')).toBeTruthy();
    expect(screen.getByText(/server memory in use \(Livra: 300 MB\)/)).toBeTruthy();
    expect(screen.getByText(/share of the free disk of DATA_DIR \(75 GB free\)/)).toBeTruthy();
    expect(screen.getByText('embedded database: a single connection, inside the process')).toBeTruthy();
    expect(screen.getByText('PGlite (embedded PostgreSQL) 17.4')).toBeTruthy();
    expect(screen.queryByText(/en français| Mo\b| Go\b/)).toBeNull();
  });
});
