// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';
import { driver } from '../drivers.fixtures';

resetBetweenTests();

// The page is a lazy route with dialogs and menus: slow to render on a busy machine.
const SLOW = { timeout: 20_000 };
const TEST_TIMEOUT = 45_000;

const DRIVERS = [
  driver({}),
  driver({
    id: '00000000-0000-4000-8000-0000bbbb2222',
    name: 'Moussa Sylla',
    driverType: 'service',
    businessId: '00000000-0000-4000-8000-00000000b001',
    businessName: 'Le Maquis de Kaloum',
    isVerified: false,
  }),
  driver({ id: '00000000-0000-4000-8000-0000cccc3333', name: 'Lansana Kaba', isActive: false }),
];

const STATS = { total: 3, active: 2, verified: 2, independent: 2, service: 1, pendingVerification: 1, inactive: 1 };

function mockDrivers(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/drivers': { body: { items: DRIVERS, total: 3, page: 1, pageSize: 10 } },
    'GET /api/admin/drivers/stats': { body: STATS },
    'GET /api/admin/drivers/businesses': {
      body: {
        businesses: [{ id: '00000000-0000-4000-8000-00000000b001', name: 'Le Maquis de Kaloum', isActive: true }],
      },
    },
    ...extra,
  });
}

describe('admin drivers page', () => {
  it(
    'shows the figures and the table of spec 02 §2 with the status badges, and a driver’s card',
    async () => {
      mockDrivers({ 'GET /api/admin/drivers/00000000-0000-4000-8000-0000cccc3333': { body: { driver: DRIVERS[2] } } });
      renderApp('/admin-dashboard/drivers', testQueryClient(testUser('admin')));
      const table = await screen.findByRole('table', {}, SLOW);
      expect(screen.getByRole('heading', { level: 1, name: 'Gestion des Livreurs' })).toBeTruthy();
      expect(screen.getByText('3 livreurs')).toBeTruthy();
      expect(screen.getByText('En attente de vérification')).toBeTruthy();
      const rows = within(table).getAllByRole('row').slice(1);
      expect(within(rows[0]).getByText('#aaaa1111')).toBeTruthy();
      expect(within(rows[0]).getByText('Indépendant')).toBeTruthy();
      expect(within(rows[0]).getByText('Vérifié')).toBeTruthy();
      expect(within(rows[0]).getByText('750k GNF')).toBeTruthy();
      expect(within(rows[0]).getByText('1 session active')).toBeTruthy();
      expect(within(rows[1]).getByText('Le Maquis de Kaloum')).toBeTruthy();
      expect(within(rows[1]).getByText('En attente')).toBeTruthy();
      expect(within(rows[2]).getByText('Inactif')).toBeTruthy();

      fireEvent.click(within(rows[2]).getByRole('button', { name: 'Voir Lansana Kaba' }));
      const card = await screen.findByRole('dialog', { name: 'Lansana Kaba' }, SLOW);
      expect(within(card).getByText('Inactif')).toBeTruthy();
      expect(within(card).getByText('750 000 GNF')).toBeTruthy();
    },
    TEST_TIMEOUT,
  );

  it(
    'checks the add form in the spec’s order, one message at a time, and shows the server’s refusal',
    async () => {
      const fetchMock = mockDrivers({
        'POST /api/admin/drivers': {
          status: 409,
          body: { error: 'Un utilisateur avec cet email existe déjà', code: 'email_taken' },
        },
      });
      renderApp('/admin-dashboard/drivers', testQueryClient(testUser('admin')));
      fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un livreur' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter un livreur' }, SLOW);
      const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le livreur' }));
      const expectOnly = async (message: string) => {
        expect(await within(dialog).findByText(message, {}, SLOW)).toBeTruthy();
        expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
      };

      submit();
      await expectOnly('Le nom est requis');
      fireEvent.input(within(dialog).getByLabelText('Nom complet'), { target: { value: '  Aminata Camara ' } });
      submit();
      await expectOnly("L'email est requis");
      fireEvent.input(within(dialog).getByLabelText('Email'), { target: { value: 'client@livra.gn' } });
      submit();
      await expectOnly('Le numéro de téléphone est requis');
      fireEvent.input(within(dialog).getByLabelText('Téléphone'), { target: { value: '+224 620 11 22 33' } });
      submit();
      await expectOnly('Le mot de passe doit contenir au moins 8 caractères');
      fireEvent.click(within(dialog).getByRole('button', { name: /Générer/ }));
      fireEvent.click(within(dialog).getByLabelText('Chauffeur de Service'));
      submit();
      await expectOnly('Veuillez sélectionner un service/commerce');
      fireEvent.change(within(dialog).getByLabelText('Service / commerce'), {
        target: { value: '00000000-0000-4000-8000-00000000b001' },
      });
      submit();
      await expectOnly('Un utilisateur avec cet email existe déjà');
      const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      const body = JSON.parse(String(sent?.[1]?.body));
      expect(body).toMatchObject({ name: 'Aminata Camara', driverType: 'service', vehicleType: 'Moto' });
      expect(body.password).toHaveLength(12);
    },
    TEST_TIMEOUT,
  );

  it(
    "says the spec's 'Erreur lors du chargement des livreurs' and 'Erreur lors de la création du livreur'",
    async () => {
      mockDrivers({
        'GET /api/admin/drivers': {
          status: 500,
          body: { error: 'Une erreur interne est survenue. Veuillez réessayer.' },
        },
        'POST /api/admin/drivers': {
          status: 500,
          body: { error: 'Une erreur interne est survenue. Veuillez réessayer.' },
        },
      });
      renderApp('/admin-dashboard/drivers', testQueryClient(testUser('admin')));
      expect(await screen.findByText('Erreur lors du chargement des livreurs', {}, SLOW)).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Ajouter un livreur' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter un livreur' }, SLOW);
      fireEvent.input(within(dialog).getByLabelText('Nom complet'), { target: { value: 'Aminata Camara' } });
      fireEvent.input(within(dialog).getByLabelText('Email'), { target: { value: 'aminata@exemple.gn' } });
      fireEvent.input(within(dialog).getByLabelText('Téléphone'), { target: { value: '+224 620 11 22 33' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /Générer/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le livreur' }));
      expect(await screen.findByText('Erreur lors de la création du livreur', {}, SLOW)).toBeTruthy();
    },
    TEST_TIMEOUT,
  );

  it(
    'asks before deleting, saying a driver with deliveries is anonymised instead',
    async () => {
      mockDrivers({
        'DELETE /api/admin/drivers/00000000-0000-4000-8000-0000aaaa1111': {
          body: { outcome: 'anonymised', message: 'Livreur désactivé et anonymisé : ses livraisons sont conservées' },
        },
      });
      renderApp('/admin-dashboard/drivers', testQueryClient(testUser('admin')));
      const trigger = await screen.findByRole('button', { name: 'Autres actions pour Ibrahima Camara' }, SLOW);
      fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }, SLOW));
      const confirm = await screen.findByRole('dialog', { name: 'Supprimer Ibrahima Camara ?' }, SLOW);
      expect(within(confirm).getByText(/Ce livreur a 50 livraisons : il sera désactivé et anonymisé/)).toBeTruthy();
      fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    },
    TEST_TIMEOUT,
  );
});
