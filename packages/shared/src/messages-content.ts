/**
 * Messages of the admin content page (categories and business types). The spec's own words
 * (spec 02 §4, §8: categoryStatusUpdated, categoryDeleted, businessTypeDeleted, confirmDelete)
 * stay in messages.ts. These are ours.
 */
const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

export const CONTENT_MESSAGES = {
  categoryNameRequired: 'Le nom de la catégorie est requis',
  categoryNameTaken: 'Une catégorie porte déjà ce nom',
  categoryIconRequired: "L'icône est requise (nom d'icône, par exemple « soup »)",
  contentIconInvalid: "Nom d'icône invalide : lettres minuscules, chiffres et tirets (par exemple « cooking-pot »)",
  contentColorInvalid: 'Couleur invalide : format #RRGGBB attendu (par exemple #EA580C)',
  categoryLinkInvalid: 'Lien invalide : une adresse du site commençant par / (par exemple /restaurants?type=1)',
  contentImageInvalid: "Image invalide : une adresse d'image du site commençant par /",
  categoryActiveInvalid: 'Indiquez si la catégorie est active (true) ou non (false)',
  categoryCreated: 'Catégorie ajoutée',
  categoryUpdated: 'Catégorie mise à jour',
  categoryInUse: (count: number) =>
    `Impossible de supprimer cette catégorie : ${count} ${plural(count, 'commerce l’utilise', 'commerces l’utilisent')}. Changez leur catégorie ou désactivez-la plutôt.`,
  businessTypeIdInvalid: 'Identifiant de type de commerce invalide (nombre entier attendu)',
  businessTypeNotFound: 'Type de commerce non trouvé',
  businessTypeNameRequired: 'Le nom du type de commerce est requis',
  businessTypeNameTaken: 'Un type de commerce porte déjà ce nom',
  businessTypeFeatureInvalid: 'Chaque caractéristique doit faire entre 1 et 40 caractères',
  businessTypeFeaturesTooMany: 'Au plus 12 caractéristiques',
  businessTypeFeaturesDuplicate: 'Cette caractéristique est en double',
  businessTypeCreated: 'Type de commerce ajouté',
  businessTypeUpdated: 'Type de commerce mis à jour',
  businessTypeInUse: (businesses: number, requests: number) =>
    `Impossible de supprimer ce type de commerce : ${[
      businesses > 0 ? `${businesses} ${plural(businesses, 'commerce l’utilise', 'commerces l’utilisent')}` : '',
      requests > 0
        ? `${requests} ${plural(requests, 'demande de partenaire en attente l’utilise', 'demandes de partenaire en attente l’utilisent')}`
        : '',
    ]
      .filter(Boolean)
      .join(' et ')}. Changez leur type d’abord.`,
  templateNameRequired: 'Le nom de la catégorie de menu est requis',
  templateOrderInvalid: "L'ordre doit être un nombre entier de 0 à 999",
  templateRequiredInvalid: 'Indiquez si la catégorie de menu est obligatoire (true) ou non (false)',
  templatesTooMany: 'Au plus 30 catégories de menu par type de commerce',
  templateNameDuplicate: 'Deux catégories de menu portent le même nom',
  contentSearchTooLong: 'La recherche ne doit pas dépasser 100 caractères',
  contentLoadError: 'Erreur lors du chargement du contenu',
  contentSaveError: "Erreur lors de l'enregistrement",
  contentDeleteError: 'Erreur lors de la suppression',
} as const;
