import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG_TEXTS } from './catalog';
import { CUSTOMER_MESSAGES, UPLOAD_MESSAGES } from './customers';
import { DRIVER_APP_MESSAGES } from './driver-app';
import { EMAIL_TEST_TEXTS } from './email-test-texts';
import { MESSAGES } from './messages';
import { PARTNER_OPS_TEXTS } from './partner-ops';
import { PARTNER_TEXTS } from './partners';
import { REQUEST_TEXTS } from './requests';
import { SEARCH_TEXTS } from './search';
import { SUBSCRIPTION_TEXTS } from './subscriptions';

/**
 * Every message of the catalogue is shown somewhere, and every message of the spec's error
 * catalogues (spec 01 §8, spec 02 §8) is in the catalogue with the spec's exact words.
 */

/** The catalogues of French messages and texts (`MESSAGES` includes every `messages-*.ts`). */
const CATALOGUES: Record<string, Record<string, unknown>> = {
  MESSAGES,
  CATALOG_TEXTS,
  SEARCH_TEXTS,
  PARTNER_OPS_TEXTS,
  SUBSCRIPTION_TEXTS,
  PARTNER_TEXTS,
  REQUEST_TEXTS,
  EMAIL_TEST_TEXTS,
  DRIVER_APP_MESSAGES,
  CUSTOMER_MESSAGES,
  UPLOAD_MESSAGES,
};

/** Keys kept although no source file uses them yet, each with its reason. */
const UNUSED_ALLOWED: Record<string, string> = {
  analyticsLoadError: 'used by the admin pages of issue 12 being built (analytics)',
};

/**
 * Spec §8 messages that are not in the catalogue: their situation cannot arise in Livra (they
 * named steps of the earlier app's Supabase plumbing), so nothing could show them.
 */
const SPEC_NOT_APPLICABLE: Record<string, string> = {
  'Erreur lors de la création du panier':
    'the cart row is written in the same transaction as the first article added: a failure is « Erreur lors de l’ajout au panier »',
  'Panier non trouvé': 'no request names a cart: each customer has one, found by the session, created on first add',
  'Aucun panier trouvé': 'same: a customer without a cart row has an empty cart (« Le panier est vide »)',
  'Synchronisation réussie':
    'the cart lives on the server; the only thing synchronised (the delivery method kept on the phone) is applied silently',
  'Erreur de configuration des rôles': 'the role is a column of the user, no roles table to misconfigure',
  'Rôle driver non trouvé dans la base de données': 'same: no roles table',
  'Impossible de récupérer le rôle partenaire': 'same: no roles table',
  'Erreur lors de la création du profil: {detail}':
    'account and profile are one row created in one transaction (better-auth): no separate profile step to fail',
  'Erreur lors de la création du compte auth': 'same: no separate authentication account (Supabase auth) step',
  'Erreur lors de la création du profil utilisateur': 'same: no separate profile step',
  'Erreur lors de la création du profil livreur':
    'the driver row is written in the same transaction as the account: a failure is « Erreur lors de la création du livreur »',
  'Erreur lors de la création de la liaison driver_profiles':
    'no driver_profiles link table: the driver row holds the user id',
  'Utilisateur non connecté':
    'a visitor without a session gets « Utilisateur non authentifié » (spec 01 §8 too), from the one role check',
  'Aucun livreur connecté': 'same: the driver pages and API answer a visitor with « Utilisateur non authentifié »',
  "Erreur d'authentification: {detail}":
    'no third-party auth error detail reaches the user: sign-in failures say « Identifiants invalides » or « Erreur lors de la connexion »',
  'Article inconnu':
    'order and cart lines keep the article name they were made with (required column), so there is no unknown article',
  'Compte livreur créé avec succès ! Vérifiez votre email pour confirmer votre compte.':
    'drivers do not sign up themselves (public sign-up is for customers): an admin creates the account, « Livreur créé avec succès »',
};

const SPEC_01 = [
  // Cart
  'Erreur lors de la récupération du panier',
  'Erreur lors de la création du panier',
  "Erreur lors de l'ajout au panier",
  'Utilisateur non trouvé',
  'Panier non trouvé',
  'Article non trouvé dans le panier',
  'Erreur lors de la mise à jour de la quantité',
  "Erreur lors de la suppression de l'article",
  'Erreur lors du vidage du panier',
  'Erreur lors de la synchronisation',
  'Aucun panier trouvé',
  // Orders
  'Commande non trouvée',
  'Erreur lors de la récupération de la commande',
  'Erreur lors de la mise à jour du statut',
  "Erreur lors de l'annulation de la commande",
  "Erreur lors de l'assignation du chauffeur",
  "Erreur lors de l'ajout de l'avis",
  'Erreur lors de la création de la commande',
  // Accounts
  'Erreur de configuration des rôles',
  'Erreur lors de la création du compte',
  'Erreur lors de la création du profil: {detail}',
  "Erreur lors de l'inscription",
  "Une erreur est survenue lors de l'inscription",
  'Erreur lors de la connexion',
  'Une erreur est survenue lors de la connexion',
  'Identifiants invalides',
  'Erreur lors de la déconnexion',
  'Utilisateur non connecté',
  'Aucun livreur connecté',
  'Profil utilisateur non trouvé',
  "Erreur lors de la récupération de l'utilisateur",
  'Erreur lors de la mise à jour du profil',
  'Utilisateur non authentifié',
  "Erreur d'authentification: {detail}",
  'Erreur de connexion',
  // Driver application
  'Erreur de validation',
  'Erreur',
  "Une erreur s'est produite lors de l'envoi de votre demande.",
  'Erreur lors de la création de la demande chauffeur.',
  // Display fallbacks
  'Client inconnu',
  'Article inconnu',
  // Success toasts
  'Ajouté au panier',
  'Quantité mise à jour',
  'Article supprimé',
  'Panier vidé',
  'Synchronisation réussie',
  'Commande passée',
  'Commande annulée',
  'Bienvenue {name} !',
  'Déconnexion réussie',
  'Mot de passe modifié avec succès',
  'Email de réinitialisation envoyé',
  // « activé ou désactivé » names two toasts, as the requests' « approuvée, rejetée, supprimée ».
  'Livreur activé avec succès',
  'Livreur désactivé avec succès',
  'Livreur vérifié avec succès',
  'Compte livreur créé avec succès ! Vérifiez votre email pour confirmer votre compte.',
  'Demande envoyée !',
  "Votre demande de chauffeur a été soumise avec succès. Notre équipe l'examinera et vous contactera par email.",
  'Demande envoyée avec succès. Vous recevrez une notification après approbation.',
  // §4: an empty cart cannot become an order
  'Le panier est vide',
];
const SPEC_02 = [
  // Business
  'Erreur lors du chargement des données',
  'Erreur lors de la recherche de partenaires',
  "Erreur lors de l'ajout du commerce",
  'Commerce ajouté avec succès',
  'Impossible de récupérer les types de commerce',
  'Impossible de récupérer le rôle partenaire',
  'Impossible de rechercher les partenaires',
  'Impossible de récupérer les statistiques',
  "Impossible d'ajouter le commerce",
  // Driver
  'Erreur lors de la récupération',
  'Livreur non trouvé',
  'Rôle driver non trouvé dans la base de données',
  'Erreur lors de la création du compte auth',
  'Erreur lors de la création du compte utilisateur',
  'Erreur lors de la création du profil utilisateur',
  'Erreur lors de la création du profil livreur',
  'Erreur lors de la création de la liaison driver_profiles',
  'Erreur lors de la création du livreur',
  'Utilisateur non authentifié',
  'Profil utilisateur non trouvé',
  'Accès refusé. Seuls les administrateurs peuvent créer des livreurs.',
  'Un utilisateur avec cet email existe déjà',
  'Identifiants invalides',
  "Votre compte est désactivé. Contactez l'administrateur.",
  'Profil livreur non trouvé',
  'Mot de passe actuel incorrect',
  'Livreur créé avec succès',
  'Livreur mis à jour avec succès',
  'Livreur supprimé avec succès',
  'Livreur activé avec succès',
  'Livreur désactivé avec succès',
  'Livreur vérifié avec succès',
  'Mot de passe réinitialisé avec succès',
  'Email de réinitialisation envoyé',
  'Réessayer',
  // Requests
  'Business non trouvé',
  "Erreur lors de l'approbation",
  'Erreur lors du rejet',
  'Le business doit être approuvé avant de créer un compte',
  'Un compte utilisateur existe déjà pour ce business',
  'Chauffeur non trouvé',
  'La demande doit être approuvée avant de créer un compte',
  'Un compte existe déjà pour ce chauffeur',
  'Erreur lors de la suppression',
  "Erreur lors de l'action",
  'Erreur lors de la copie',
  'Demande approuvée avec succès',
  'Demande rejetée avec succès',
  'Compte créé avec succès',
  'Demande de chauffeur approuvée avec succès',
  'Demande de chauffeur rejetée avec succès',
  'Demande de chauffeur supprimée avec succès',
  'Compte chauffeur créé avec succès',
  // Subscriptions
  'Erreur lors du chargement des abonnements',
  'Abonnement désactivé avec succès',
  'Abonnement réactivé avec succès',
  'Abonnement suspendu pour {days} jours',
  // Users
  "Erreur lors de l'ajout du partenaire",
  'Partenaire ajouté avec succès',
  // Admin loads
  'Erreur lors du chargement des statistiques',
  'Erreur lors du chargement des utilisateurs',
  'Erreur lors du chargement des commerces',
  'Erreur lors du chargement des commandes',
  'Erreur lors du chargement des livreurs',
  'Erreur lors du chargement des analytics',
  // E-mail tool
  'Email envoyé',
  "Erreur d'envoi",
  // Content
  'Catégorie supprimée',
  'Type de commerce supprimé',
];

const SRC = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(SRC, '../../..');
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/[\\/](migrations|test)[\\/]/.test(path));
}

/** The catalogue's own definitions: `messages*.ts` whole, and the catalogue objects of other files. */
const CATALOGUE_BLOCK = /export const [A-Z_]+(?:MESSAGES|TEXTS) = \{[\s\S]*?\n\}(?: as const)?;/g;
const isCatalogueFile = (path: string) => /[\\/]packages[\\/]shared[\\/]src[\\/]messages(-[\w-]+)?\.ts$/.test(path);

function usageCorpus(): string {
  return SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .filter((path) => !isCatalogueFile(path))
    .map((path) => readFileSync(path, 'utf8').replace(CATALOGUE_BLOCK, ''))
    .join('\n');
}

/** Every key read from a catalogue (`MESSAGES.key`, `SHELL_MESSAGES.key`, `PARTNER_TEXTS.key`…). */
function usedNames(corpus: string): Set<string> {
  return new Set(
    [...corpus.matchAll(/\b[A-Z_]*(?:MESSAGES|TEXTS)\.([A-Za-z_$][\w$]*)/g)].map((match) => match[1] ?? ''),
  );
}

/** Keys no source file reads, as `CATALOGUE.key`. */
function unusedKeys(catalogues: Record<string, Record<string, unknown>>, used: Set<string>): string[] {
  return Object.entries(catalogues).flatMap(([name, catalogue]) =>
    Object.keys(catalogue)
      .filter((key) => !used.has(key))
      .map((key) => `${name}.${key}`),
  );
}

/** Every text of the catalogues; a function is called with placeholders, written `{}` on both sides. */
function catalogueTexts(): Set<string> {
  const texts = new Set<string>();
  for (const catalogue of Object.values(CATALOGUES)) {
    for (const value of Object.values(catalogue)) {
      if (typeof value === 'string') texts.add(value);
      else if (typeof value === 'function') texts.add(String(value('{}', '{}')));
    }
  }
  return texts;
}
const placeholders = (text: string) => text.replace(/\{\w*\}/g, '{}');

describe('the message catalogue', () => {
  const corpus = usageCorpus();
  const used = usedNames(corpus);

  it('has no key that no source file uses (outside the allow-list)', () => {
    const unused = unusedKeys(CATALOGUES, used).filter((key) => !(key.split('.')[1] in UNUSED_ALLOWED));
    expect(unused, 'catalogue keys used nowhere: wire them to their situation or remove them').toEqual([]);
  });

  it('finds a key that nothing uses (the check can fail)', () => {
    expect(unusedKeys({ MESSAGES: { ...MESSAGES, zzDummyNeverUsed: 'x' } }, used)).toContain(
      'MESSAGES.zzDummyNeverUsed',
    );
  });

  it('keeps no allow-listed key that is used or gone', () => {
    const unused = new Set(unusedKeys(CATALOGUES, used).map((key) => key.split('.')[1]));
    expect(Object.keys(UNUSED_ALLOWED).filter((key) => !unused.has(key))).toEqual([]);
  });

  it("holds every message of spec 01 §8 and spec 02 §8 in the spec's exact words", () => {
    const texts = new Set([...catalogueTexts()].map(placeholders));
    const missing = [...SPEC_01, ...SPEC_02].filter(
      (message) => !(message in SPEC_NOT_APPLICABLE) && !texts.has(placeholders(message)),
    );
    expect(missing).toEqual([]);
  });

  it('lists as not applicable only messages of the spec that are really not in the catalogue', () => {
    const texts = new Set([...catalogueTexts()].map(placeholders));
    const spec = new Set([...SPEC_01, ...SPEC_02]);
    const wrong = Object.keys(SPEC_NOT_APPLICABLE).filter((m) => !spec.has(m) || texts.has(placeholders(m)));
    expect(wrong).toEqual([]);
  });

  it('reads the source tree', () => {
    expect(relative(ROOT, SRC)).toBe(join('packages', 'shared', 'src'));
    expect(corpus.length).toBeGreaterThan(100_000);
  });
});
