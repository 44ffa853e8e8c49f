// @vitest-environment jsdom
import type { AdminBusinessType, AdminCategory } from '@livra/shared/admin-content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();

function category(overrides: Partial<AdminCategory>): AdminCategory {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    name: 'Cuisine guinéenne',
    icon: 'soup',
    color: '#EA580C',
    link: null,
    description: 'Riz gras, sauce feuille, sauce arachide.',
    image: null,
    isActive: true,
    sortOrder: 1,
    businessCount: 4,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

const GUINEAN = category({});
const DESSERTS = category({
  id: 'c0000000-0000-4000-8000-000000000009',
  name: 'Desserts',
  link: '/restaurants?type=2',
  description: 'Glaces et pâtisseries.',
  isActive: false,
  businessCount: 0,
  sortOrder: 9,
});

const RESTAURANT: AdminBusinessType = {
  id: 1,
  name: 'Restaurant',
  icon: 'utensils',
  color: '#EA580C',
  description: 'Plats cuisinés livrés chauds.',
  image: null,
  features: ['Livraison rapide', 'Paiement à la livraison'],
  businessCount: 12,
  templates: [
    { categoryName: 'Entrées', categoryDescription: null, sortOrder: 1, isRequired: false },
    { categoryName: 'Plats principaux', categoryDescription: 'Riz, sauces', sortOrder: 2, isRequired: true },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const LIBRARY: AdminBusinessType = {
  ...RESTAURANT,
  id: 9,
  name: 'Librairie',
  features: [],
  businessCount: 0,
  templates: [],
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/content/stats': {
      body: { totalCategories: 9, activeCategories: 8, businessTypes: 8, totalBusinesses: 23 },
    },
    'GET /api/admin/content/categories': { body: { items: [GUINEAN, DESSERTS] } },
    'GET /api/admin/content/business-types': { body: { items: [RESTAURANT, LIBRARY] } },
    ...extra,
  });
}

async function open() {
  const view = renderApp('/admin-dashboard/content', testQueryClient(testUser('admin')));
  const table = await screen.findByRole('table', { name: 'Catégories du catalogue' }, { timeout: 20_000 });
  return { ...view, table };
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

describe('admin content page', { timeout: 30_000 }, () => {
  it('shows the four figures, the categories with their link, count and badge, and searches', async () => {
    const fetchMock = api();
    const { table } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion du Contenu' })).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'Statistiques du contenu' });
    expect(within(stats).getByText('Total des catégories')).toBeTruthy();
    expect(within(stats).getByText('9')).toBeTruthy();
    expect(within(stats).getByText('Catégories actives')).toBeTruthy();
    expect(within(stats).getByText('1 inactive')).toBeTruthy();
    expect(within(stats).getByText('Types de commerce')).toBeTruthy();
    expect(within(stats).getByText('23')).toBeTruthy();

    expect(within(rowOf(table, 'Cuisine guinéenne')).getByText('Actif')).toBeTruthy();
    const desserts = rowOf(table, 'Desserts');
    expect(within(desserts).getByText('Inactif')).toBeTruthy();
    expect(within(desserts).getByText('/restaurants?type=2')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une catégorie ou un type de commerce' }), {
      target: { value: 'riz' },
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/content/categories?search=riz')).toBe(
        true,
      ),
    );
  });

  it('switches to the business types: features, count, and the menu templates in the details', async () => {
    api();
    await open();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Types de Commerce/ }));
    const table = await screen.findByRole('table', { name: 'Types de commerce' });
    const restaurant = rowOf(table, 'Restaurant');
    expect(within(restaurant).getByText('Livraison rapide')).toBeTruthy();
    expect(within(restaurant).getByText('12')).toBeTruthy();
    expect(within(restaurant).getByText('2 modèles de menu')).toBeTruthy();

    fireEvent.click(within(restaurant).getByRole('button', { name: 'Détails de Restaurant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Type de commerce « Restaurant »' });
    expect(within(dialog).getByText('2. Plats principaux')).toBeTruthy();
    expect(within(dialog).getByText('Obligatoire')).toBeTruthy();
  });

  it('deactivates a category with the spec toast', async () => {
    let called = '';
    api({
      'POST /api/admin/content/categories/c0000000-0000-4000-8000-000000000001/deactivate': () => {
        called = 'deactivate';
        return { body: { ...GUINEAN, isActive: false } };
      },
    });
    const { table } = await open();
    fireEvent.click(
      within(rowOf(table, 'Cuisine guinéenne')).getByRole('button', { name: 'Désactiver Cuisine guinéenne' }),
    );
    await waitFor(() => expect(called).toBe('deactivate'));
    expect(await screen.findByText('Statut de la catégorie mis à jour')).toBeTruthy();
  });

  it('deletes an unused category after « Confirmer la suppression », and refuses one in use', async () => {
    let deleted = false;
    api({
      'DELETE /api/admin/content/categories/c0000000-0000-4000-8000-000000000009': () => {
        deleted = true;
        return { body: { ok: true } };
      },
    });
    const { table } = await open();
    fireEvent.click(
      within(rowOf(table, 'Cuisine guinéenne')).getByRole('button', { name: 'Supprimer Cuisine guinéenne' }),
    );
    const refused = await screen.findByRole('dialog', { name: 'Confirmer la suppression' });
    expect(within(refused).getByText(/4 commerces l’utilisent/)).toBeTruthy();
    expect(within(refused).queryByRole('button', { name: 'Supprimer' })).toBeNull();
    fireEvent.click(within(refused).getAllByRole('button', { name: 'Fermer' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(rowOf(table, 'Desserts')).getByRole('button', { name: 'Supprimer Desserts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la suppression' });
    expect(within(dialog).getByText(/Cette action est irréversible/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('Catégorie supprimée')).toBeTruthy();
  });

  it('adds a category: French messages on bad input, then the body the API takes', async () => {
    let sent: Record<string, unknown> | undefined;
    api({
      'POST /api/admin/content/categories': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: category({ id: 'c0000000-0000-4000-8000-00000000000a', name: 'Salades' }) };
      },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une catégorie' });
    fireEvent.change(within(dialog).getByLabelText('Couleur'), { target: { value: 'vert' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter la catégorie' }));
    expect(await within(dialog).findByText('Le nom de la catégorie est requis')).toBeTruthy();
    expect(within(dialog).getByText('Couleur invalide : format #RRGGBB attendu (par exemple #EA580C)')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Nom *'), { target: { value: 'Salades' } });
    fireEvent.change(within(dialog).getByLabelText('Couleur'), { target: { value: '#16a34a' } });
    fireEvent.change(within(dialog).getByLabelText('Lien'), { target: { value: '/restaurants?type=1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter la catégorie' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      name: 'Salades',
      color: '#16A34A',
      link: '/restaurants?type=1',
      description: null,
      isActive: true,
    });
    expect(await screen.findByText('Catégorie ajoutée')).toBeTruthy();
  });

  it('edits a business type’s menu templates and deletes an unused type', async () => {
    let sent: Record<string, unknown> | undefined;
    let deleted = false;
    api({
      'PATCH /api/admin/content/business-types/1': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: RESTAURANT };
      },
      'DELETE /api/admin/content/business-types/9': () => {
        deleted = true;
        return { body: { ok: true } };
      },
    });
    await open();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Types de Commerce/ }));
    const table = await screen.findByRole('table', { name: 'Types de commerce' });
    fireEvent.click(within(rowOf(table, 'Restaurant')).getByRole('button', { name: 'Modifier Restaurant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le type de commerce' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer la catégorie de menu 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une catégorie de menu' }));
    fireEvent.change(within(dialog).getByLabelText('Catégorie de menu 2 *'), { target: { value: 'Boissons' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      features: ['Livraison rapide', 'Paiement à la livraison'],
      templates: [
        { categoryName: 'Plats principaux', categoryDescription: 'Riz, sauces', sortOrder: 2, isRequired: true },
        { categoryName: 'Boissons', categoryDescription: null, sortOrder: 3, isRequired: false },
      ],
    });
    expect(await screen.findByText('Type de commerce mis à jour')).toBeTruthy();

    fireEvent.click(within(rowOf(table, 'Librairie')).getByRole('button', { name: 'Supprimer Librairie' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmer la suppression' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('Type de commerce supprimé')).toBeTruthy();
  });

  it('exports the categories as a French CSV', async () => {
    api();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:categories';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Catégorie;Description;Commerces;Statut;Icône;Couleur;Lien;Image;Créée le');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('Desserts;Glaces et pâtisseries.;0;Inactif;soup;#EA580C;/restaurants?type=2;;05/03/2026');
  });
});
