import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as shared from './index';

/**
 * Every message of the catalogue is shown somewhere, and every message of the spec's error
 * catalogues (spec 01 §8, spec 02 §8) is in the catalogue with the spec's exact words.
 */

/**
 * The catalogues of French messages and texts: every export of the package named `…MESSAGES` or
 * `…TEXTS` (`MESSAGES` includes every `messages-*.ts`), so a new catalogue is checked too.
 */
const CATALOGUES: Record<string, Record<string, unknown>> = Object.fromEntries(
  (Object.entries(shared) as [string, unknown][]).filter(
    (entry): entry is [string, Record<string, unknown>] =>
      /(?:MESSAGES|TEXTS)$/.test(entry[0]) && typeof entry[1] === 'object' && entry[1] !== null,
  ),
);

/** Keys kept although no source file uses them yet, each with its reason. */
const UNUSED_ALLOWED: Record<string, string> = {};

/**
 * Spec §8 messages that are not in the catalogue: each named a step of the earlier app's plumbing
 * (Supabase auth, a role read by name, separate profile and link rows, a cart row looked up) that
 * Livra does not have, so nothing could show them. Their keys were removed.
 */
const SPEC_NOT_APPLICABLE: Record<string, string> = {
  'Erreur lors de la création du panier':
    'the cart is written with the account (sign-up transaction) and re-made idempotently when missing: no cart creation of its own can fail',
  'Panier non trouvé':
    'no request names a cart: the one cart of the customer is found by the session and a missing row is an empty cart (cart.service ensureCart)',
  'Aucun panier trouvé': 'same: a missing cart row is an empty cart, which says « Le panier est vide »',
  'Synchronisation réussie':
    'the cart lives on the server; the one thing kept on the phone (the delivery method) is applied silently, its failure says « Erreur lors de la synchronisation »',
  'Erreur de configuration des rôles':
    'roles are fixed ids (ROLE_IDS) seeded by the migrations: no role configuration is read at run time (public sign-up checks the role with spec 01 §5’s « Rôle … non trouvé dans la base de données »)',
  'Rôle driver non trouvé dans la base de données':
    'an admin’s driver creation uses the fixed driver role id: no lookup by name that could fail',
  'Impossible de récupérer le rôle partenaire':
    'the partner search uses the fixed partner role id: no role read that could fail',
  'Erreur lors de la création du profil: {detail}':
    'sign-up writes account, profile and cart in one transaction: no profile step of its own (a server failure says « Erreur lors de l’inscription »)',
  'Erreur lors de la création du compte auth':
    'an admin’s driver creation writes login account, profile and driver in one transaction (admin-drivers-atomic test): a failure says « Erreur lors de la création du livreur »',
  'Erreur lors de la création du profil utilisateur': 'same: no profile step of its own',
  'Erreur lors de la création du profil livreur': 'same: no driver row step of its own',
  'Erreur lors de la création de la liaison driver_profiles':
    'no driver_profiles link table: the drivers row holds the user id, written in the same transaction',
  'Utilisateur non connecté':
    'a visitor without a session gets « Utilisateur non authentifié » (spec 01 §8 too) from the one role check of every route',
  'Aucun livreur connecté': 'same: the driver API answers a visitor « Utilisateur non authentifié »',
  "Erreur d'authentification: {detail}":
    'no third-party auth error detail reaches the user: sign-in says « Identifiants invalides », « Erreur lors de la connexion » or the disabled-account message',
  'Article inconnu':
    'order and cart lines keep the article name they were made with (required column), so no line has an unknown article',
  'Compte livreur créé avec succès ! Vérifiez votre email pour confirmer votre compte.':
    'drivers do not sign up themselves (public sign-up is for customers only): an admin creates the account, « Livreur créé avec succès »',
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

/**
 * Every key read from a catalogue (`MESSAGES.key`, `SHELL_MESSAGES.key`, `PARTNER_TEXTS.key`…), also
 * through an interface area that carries a catalogue whole under a name (`texts: SUBSCRIPTION_TEXTS`
 * in `ui/admin-billing.ts`, read by its page as `t.texts.key` in the chosen language).
 */
function usedNames(corpus: string): Set<string> {
  const carriedAs = new Set([...corpus.matchAll(/\b(\w+): [A-Z_]*(?:MESSAGES|TEXTS),/g)].map((match) => match[1]));
  const viaArea = [...corpus.matchAll(/\.(\w+)\.([A-Za-z_$][\w$]*)/g)].filter((match) => carriedAs.has(match[1]!));
  return new Set([
    ...[...corpus.matchAll(/\b[A-Z_]*(?:MESSAGES|TEXTS)\.([A-Za-z_$][\w$]*)/g)].map((match) => match[1] ?? ''),
    ...viaArea.map((match) => match[2] ?? ''),
  ]);
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
    expect(unusedKeys({ MESSAGES: { ...shared.MESSAGES, zzDummyNeverUsed: 'x' } }, used)).toContain(
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

  it('finds the catalogues of the package', () => {
    expect(Object.keys(CATALOGUES)).toEqual(
      expect.arrayContaining([
        'MESSAGES',
        'CUSTOMER_MESSAGES',
        'DRIVER_APP_MESSAGES',
        'PARTNER_TEXTS',
        'REQUEST_TEXTS',
      ]),
    );
    expect(Object.keys(CATALOGUES).length).toBeGreaterThanOrEqual(11);
  });

  it('reads the source tree', () => {
    expect(relative(ROOT, SRC)).toBe(join('packages', 'shared', 'src'));
    expect(corpus.length).toBeGreaterThan(100_000);
  });
});
