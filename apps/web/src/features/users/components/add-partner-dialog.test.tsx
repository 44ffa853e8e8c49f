// @vitest-environment jsdom
import { UPLOAD_MESSAGES } from '@livra/shared/customers';
import { MESSAGES } from '@livra/shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToasterHost } from '@/app/toaster-host';
import { changeLocale } from '@/lib/i18n';
import { mockApi, resetBetweenTests, testQueryClient } from '@/test/utils';
import { AddPartnerDialog } from './add-partner-dialog';

resetBetweenTests();

function renderDialog() {
  render(
    <QueryClientProvider client={testQueryClient(null)}>
      <AddPartnerDialog />
      <ToasterHost />
    </QueryClientProvider>,
  );
}

const types = {
  businessTypes: [
    { id: 1, name: 'Restaurant' },
    { id: 3, name: 'Marché' },
  ],
};

function fill(dialog: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('Ajouter un Partenaire', { timeout: 20_000 }, () => {
  it('checks the required fields and that both passwords match before sending', async () => {
    const fetchMock = mockApi({ 'GET /api/business-types': { body: types } });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un Partenaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un Partenaire' });
    fill(dialog, 'Mot de passe *', 'Fouta-Djallon-2026');
    fill(dialog, 'Confirmer le mot de passe *', 'autre-chose');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le partenaire' }));
    expect(await within(dialog).findByText(MESSAGES.passwordsDontMatch)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.newPartnerBusinessDescriptionRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/partners')).toBe(false);
  });

  it('sends every field and says the partner was added', async () => {
    const fetchMock = mockApi({
      'GET /api/business-types': { body: types },
      'POST /api/admin/partners': {
        status: 201,
        body: { userId: 'u1', businessId: 'b1', menuCategories: 5 },
      },
    });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un Partenaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un Partenaire' });
    await within(dialog).findByRole('option', { name: 'Marché' });
    fill(dialog, 'Nom complet *', 'Mariama Barry');
    fill(dialog, 'Email *', 'mariama.barry@exemple.gn');
    fill(dialog, 'Téléphone *', '+224 622 45 67 89');
    fill(dialog, 'Ville *', 'Labé');
    fill(dialog, 'Nom du commerce *', 'Chez Mariama');
    fill(dialog, 'Type de commerce *', '3');
    fill(dialog, 'Téléphone du commerce *', '+224 622 45 67 90');
    fill(dialog, 'Email du commerce *', 'contact@chezmariama.gn');
    fill(dialog, 'Adresse du commerce *', 'Marché central, Labé');
    fill(dialog, 'Description du commerce *', 'Fruits et légumes frais.');
    fill(dialog, 'Mot de passe *', 'Fouta-Djallon-2026');
    fill(dialog, 'Confirmer le mot de passe *', 'Fouta-Djallon-2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le partenaire' }));

    expect(await screen.findByText(MESSAGES.partnerAdded)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/partners');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      name: 'Mariama Barry',
      email: 'mariama.barry@exemple.gn',
      city: 'Labé',
      businessTypeId: 3,
      businessName: 'Chez Mariama',
      password: 'Fouta-Djallon-2026',
      isActive: true,
      isVerified: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says at once when the photo is not an accepted image', async () => {
    mockApi({ 'GET /api/business-types': { body: types } });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un Partenaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un Partenaire' });
    const input = within(dialog).getByLabelText('Photo de profil');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByText(UPLOAD_MESSAGES.fileType)).toBeTruthy();
  });
});

describe('Add a Partner, in English', { timeout: 20_000 }, () => {
  afterEach(() => changeLocale('fr'));

  it('says the business checks in English too (they come from the applications’ catalogue, not MESSAGES)', async () => {
    mockApi({ 'GET /api/business-types': { body: types } });
    await changeLocale('en');
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Add a Partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Partner' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the partner' }));
    expect(await within(dialog).findByText('The business name is required')).toBeTruthy();
    expect(within(dialog).getByText('The business type is required')).toBeTruthy();
    expect(within(dialog).queryByText(/est requis/)).toBeNull();
  });
});
