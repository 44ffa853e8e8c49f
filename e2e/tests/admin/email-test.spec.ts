import { expect, test } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';

test('a test e-mail lands in the history and in the outbox reader, readable without SMTP', async ({ page }) => {
  const n = String(Date.now()).slice(-8);
  const email = `mariama.${n}@exemple.gn`;
  await loginAs(page, DEMO.admin);
  await page.goto('/admin-dashboard/email-test');
  await expect(page.getByRole('heading', { level: 1, name: "Test d'Emails" })).toBeVisible();

  // Both recipient fields are required.
  await page.getByLabel('Email du destinataire').fill(email);
  await page.getByRole('button', { name: 'Envoyer le test' }).click();
  await expect(page.getByText("Veuillez remplir l'email et le nom du destinataire")).toBeVisible();

  // The sample payload is shown read-only, with the spec's sample figures.
  await page.getByLabel("Type d'e-mail").selectOption({ label: 'Confirmation de commande' });
  await page.getByLabel('Nom du destinataire').fill('Mariama Bah');
  const sample = page.getByRole('textbox', { name: /Données d'exemple/ });
  await expect(sample).not.toBeEditable();
  await expect(sample).toHaveValue(/"delivery_fee": 3000/);
  await expect(sample).toHaveValue(/"user_name": "Mariama Bah"/);

  await page.getByRole('button', { name: 'Envoyer le test' }).click();
  await expect(page.getByText('Email envoyé')).toBeVisible();
  // No SMTP here: the outbox keeps the mail, which counts as Succès, and says so.
  const history = page.getByRole('table', { name: 'Historique des e-mails de test' });
  const line = history.getByRole('row').filter({ hasText: email });
  await expect(line).toContainText('Confirmation de commande');
  await expect(line).toContainText('Succès');
  await expect(line).toContainText('aucun SMTP configuré');

  // The history survives a reload (it is the admin's test rows of the outbox).
  await page.reload();
  await expect(history.getByRole('row').filter({ hasText: email })).toContainText('Succès');

  // The outbox reader finds it by recipient and shows the mail as it would be read.
  await page.getByRole('searchbox', { name: 'Rechercher un destinataire' }).fill(email);
  const outbox = page.getByRole('table', { name: "Boîte d'envoi des e-mails" });
  await expect(outbox.getByRole('row')).toHaveCount(2);
  const row = outbox.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Test');
  await expect(row).toContainText('Conservé (pas de SMTP)');
  await row.getByRole('button', { name: /^Lire/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Confirmation de commande');
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[role=dialog] iframe').getByText('Riz gras au poulet')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Version texte' })).toHaveValue(/Mariama Bah/);
  await page.keyboard.press('Escape');

  // « Effacer les résultats » empties the history; the mail stays in the outbox.
  await page.getByRole('button', { name: 'Effacer les résultats' }).click();
  await expect(page.getByText('Aucun test')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Aucun test')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un destinataire' }).fill(email);
  await expect(outbox.getByRole('row').filter({ hasText: email })).toBeVisible();
});
