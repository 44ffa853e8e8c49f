// @vitest-environment jsdom
import type { AdminBusinessDetail, AdminBusinessRow } from '@livra/shared/admin-businesses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();

const PARTNER = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Boubacar Barry',
  email: 'partenaire@livra.gn',
  phoneNumber: '+224 628 11 22 33',
  profileImage: null,
  isActive: true,
};

function row(overrides: Partial<AdminBusinessRow>): AdminBusinessRow {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Le Maquis de Kaloum',
    logo: null,
    category: 'Cuisine guinéenne',
    businessTypeId: 1,
    businessType: 'Restaurant',
    phone: '+224 621 00 00 01',
    email: 'maquis@livra.gn',
    address: 'Avenue de la République, Kaloum, Conakry',
    region: 'Conakry',
    isActive: true,
    isOpen: true,
    rating: 4.56,
    reviewCount: 54,
    totalOrders: 12,
    totalRevenue: 1_250_000,
    createdAt: '2026-03-05T10:00:00.000Z',
    ownerId: PARTNER.id,
    ownerName: PARTNER.name,
    ownerEmail: PARTNER.email,
    ...overrides,
  };
}

const MAQUIS = row({});
const CLOSED = row({ id: '33333333-3333-4333-8333-333333333333', name: 'Café de Kaloum', isOpen: false, rating: 4 });
const INACTIVE = row({ id: '44444444-4444-4444-8444-444444444444', name: 'Quincaillerie', isActive: false });

function detail(business: AdminBusinessRow, orders: number): AdminBusinessDetail {
  return {
    ...business,
    description: null,
    cuisineType: null,
    deliveryTime: '30-45 min',
    deliveryFee: 5000,
    openingHours: null,
    categoryId: null,
    coverImage: null,
    updatedAt: business.createdAt,
    owner: PARTNER,
    menu: { categories: 4, items: 20, availableItems: 18 },
    orders: { total: orders, delivered: orders, cancelled: 0, inProgress: 0, revenue: 0, lastOrderAt: null },
    subscription: null,
    serviceDrivers: 0,
  };
}

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/businesses': { body: { items: [MAQUIS, CLOSED, INACTIVE], total: 23, page: 1, pageSize: 10 } },
    'GET /api/admin/businesses/stats': { body: { total: 23, active: 20, averageOrders: 7.5, averageRevenue: 523_000 } },
    'GET /api/business-types': {
      body: {
        businessTypes: [
          {
            id: 1,
            name: 'Restaurant',
            icon: 'utensils',
            color: '#f00',
            description: null,
            image: null,
            features: [],
            businessCount: 3,
          },
        ],
      },
    },
    'GET /api/categories': { body: { categories: [] } },
    ...extra,
  });
}

/** The page, once its table is there (the first test also waits for the lazy page module). */
async function open() {
  const view = renderApp('/admin-dashboard/businesses', testQueryClient(testUser('admin')));
  const table = await screen.findByRole('table', { name: 'Commerces de la plateforme' }, { timeout: 20_000 });
  return { ...view, table };
}

// The page is a lazy module, loaded on first use: give it time on a busy machine.
describe('admin businesses page', { timeout: 30_000 }, () => {
  it('shows the figures and the columns of the spec: badge, address cut at 30, rating to one decimal, date', async () => {
    api();
    const { table } = await open();
    expect(screen.getByText('23 commerces au total')).toBeTruthy();
    expect(screen.getByText('7,5')).toBeTruthy();
    expect(screen.getByText('523k GNF')).toBeTruthy();
    const maquis = within(table).getByText('Le Maquis de Kaloum').closest('tr') as HTMLElement;
    expect(within(maquis).getByText('Avenue de la République, Kalou…')).toBeTruthy();
    expect(within(maquis).getByText('4,6')).toBeTruthy();
    expect(within(maquis).getByText('54 avis')).toBeTruthy();
    expect(within(maquis).getByText('12 commandes')).toBeTruthy();
    expect(within(maquis).getByText('1.3 M GNF')).toBeTruthy();
    expect(within(maquis).getByText('05/03/2026')).toBeTruthy();
    expect(within(maquis).getByText('Ouvert')).toBeTruthy();
    expect(
      within(within(table).getByText('Café de Kaloum').closest('tr') as HTMLElement).getByText('Fermé'),
    ).toBeTruthy();
    expect(
      within(within(table).getByText('Quincaillerie').closest('tr') as HTMLElement).getByText('Inactif'),
    ).toBeTruthy();
    // 23 businesses, 10 a page: three pages.
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
  });

  it('searches on Rechercher and clears on Réinitialiser', async () => {
    const fetchMock = api();
    const { router } = await open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un commerce par nom ou adresse' }), {
      target: { value: 'kaloum' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=kaloum'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/businesses?search=kaloum&page=1')).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('adds a business: a partner is required, then the body carries the spec defaults', async () => {
    let sent: Record<string, unknown> | undefined;
    api({
      'GET /api/admin/businesses/partners': { body: { partners: [PARTNER] } },
      'POST /api/admin/businesses': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: detail(row({ name: 'Chez Hawa' }), 0) };
      },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un Commerce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un Commerce' });
    const submit = within(dialog).getByRole('button', { name: 'Ajouter le Commerce' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Nom du commerce *'), { target: { value: 'Chez Hawa' } });
    fireEvent.change(within(dialog).getByLabelText('Adresse *'), { target: { value: 'Kipé, Ratoma' } });
    await within(dialog).findByRole('option', { name: 'Restaurant' });
    fireEvent.change(within(dialog).getByLabelText('Type de commerce *'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Frais de livraison (GNF)'), { target: { value: 'gratuit' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Veuillez sélectionner un partenaire')).toBeTruthy();

    fireEvent.change(within(dialog).getByPlaceholderText('Rechercher un partenaire (nom ou email)'), {
      target: { value: 'bou' },
    });
    const found = await within(dialog).findByRole('list', { name: 'Partenaires trouvés' });
    fireEvent.click(within(found).getByRole('button', { name: /Boubacar Barry/ }));
    expect(
      within(dialog).getByRole('button', { name: 'Retirer Boubacar Barry et choisir un autre partenaire' }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Actif')).toBeTruthy();

    fireEvent.click(submit);
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      ownerId: PARTNER.id,
      name: 'Chez Hawa',
      businessTypeId: 1,
      address: 'Kipé, Ratoma',
      // Spec 02 §5: what is not a number becomes 0.
      deliveryFee: 0,
      isActive: true,
      isOpen: true,
      openingHours: null,
    });
    // Left empty: the server applies the platform's default delivery time (System page settings).
    expect(sent).not.toHaveProperty('deliveryTime');
    expect(await screen.findByText('Commerce ajouté avec succès')).toBeTruthy();
  });

  it("says the spec's load and partner search errors", async () => {
    api({
      'GET /api/admin/businesses': {
        status: 500,
        body: { error: 'Une erreur interne est survenue. Veuillez réessayer.' },
      },
      'GET /api/admin/businesses/partners': {
        status: 500,
        body: { error: 'Impossible de rechercher les partenaires' },
      },
    });
    renderApp('/admin-dashboard/businesses', testQueryClient(testUser('admin')));
    expect(await screen.findByText('Erreur lors du chargement des commerces', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un Commerce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un Commerce' });
    fireEvent.change(within(dialog).getByPlaceholderText('Rechercher un partenaire (nom ou email)'), {
      target: { value: 'bou' },
    });
    const alert = await within(dialog).findByText('Erreur lors de la recherche de partenaires');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Impossible de rechercher les partenaires');
  });

  it('edits a business with its own type, category and hours already chosen', async () => {
    let sent: Record<string, unknown> | undefined;
    const category = { id: '55555555-5555-4555-8555-555555555555', name: 'Cuisine guinéenne' };
    api({
      'GET /api/categories': {
        body: {
          categories: [{ ...category, icon: 'soup', color: '#0a0', description: null, image: null, businessCount: 1 }],
        },
      },
      [`GET /api/admin/businesses/${MAQUIS.id}`]: {
        body: {
          ...detail(MAQUIS, 12),
          categoryId: category.id,
          openingHours: { monday: { open: '11:00', close: '23:30' }, sunday: null },
        },
      },
      [`PATCH /api/admin/businesses/${MAQUIS.id}`]: (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: detail({ ...MAQUIS, name: 'Le Grand Maquis' }, 12) };
      },
    });
    const { table } = await open();
    fireEvent.click(within(table).getByRole('button', { name: 'Modifier Le Maquis de Kaloum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le commerce' });
    const name = (await within(dialog).findByLabelText('Nom du commerce *')) as HTMLInputElement;
    expect(name.value).toBe('Le Maquis de Kaloum');
    expect((within(dialog).getByLabelText('Type de commerce *') as HTMLSelectElement).value).toBe('1');
    expect((within(dialog).getByLabelText('Catégorie') as HTMLSelectElement).value).toBe(category.id);
    expect((within(dialog).getByLabelText('Lundi : ouverture') as HTMLInputElement).value).toBe('11:00');
    expect(
      within(dialog).getByRole('button', { name: 'Retirer Boubacar Barry et choisir un autre partenaire' }),
    ).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Le Grand Maquis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      name: 'Le Grand Maquis',
      ownerId: PARTNER.id,
      businessTypeId: 1,
      categoryId: category.id,
      openingHours: { monday: { open: '11:00', close: '23:30' }, sunday: null },
    });
    expect(await screen.findByText('Commerce mis à jour avec succès')).toBeTruthy();
  });

  it('offers to deactivate a business with orders instead of deleting it', async () => {
    let deactivated = false;
    api({
      [`GET /api/admin/businesses/${MAQUIS.id}`]: { body: detail(MAQUIS, 12) },
      [`POST /api/admin/businesses/${MAQUIS.id}/deactivate`]: () => {
        deactivated = true;
        return { body: detail({ ...MAQUIS, isActive: false }, 12) };
      },
    });
    const { table } = await open();
    fireEvent.click(within(table).getByRole('button', { name: 'Supprimer Le Maquis de Kaloum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impossible de supprimer « Le Maquis de Kaloum »' });
    expect(within(dialog).getByText(/Ce commerce a 12 commandes.*Désactivez-le plutôt\./)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Supprimer' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver le commerce' }));
    await waitFor(() => expect(deactivated).toBe(true));
    expect(await screen.findByText("Commerce désactivé : il n'apparaît plus dans le catalogue")).toBeTruthy();
  });

  it('exports the whole filtered list as a French CSV', async () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      row({ id: `0000000${i}-0000-4000-8000-000000000000`.slice(-36), name: `Commerce ${i}` }),
    );
    api({ 'GET /api/admin/businesses/export': { body: { items: many } } });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:commerces';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Commerce;Catégorie;Type;Propriétaire;Email du propriétaire;Téléphone;Email;Adresse;Région;Statut;Note;Avis;Commandes;Revenus (GNF);Inscription',
    );
    expect(lines).toHaveLength(15);
    expect(lines[1]).toContain(';Ouvert;4,6;54;12;1250000;05/03/2026');
  });
});
