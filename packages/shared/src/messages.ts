import { ORDER_MAX_QUANTITY } from './cart';
import { ORDERS_MESSAGES } from './messages-orders';
import { DRIVERS_MESSAGES } from './messages-drivers';
import { BUSINESSES_MESSAGES } from './messages-businesses';
import { REQUESTS_MESSAGES } from './messages-requests';
import { SHELL_MESSAGES } from './messages-shell';
import { USERS_MESSAGES } from './messages-users';
import { SUBSCRIPTIONS_MESSAGES } from './messages-subscriptions';
import { EMAIL_TEST_MESSAGES } from './messages-emailtest';
import { CONTENT_MESSAGES } from './messages-content';
import { SYSTEM_MESSAGES } from './messages-system';
import { SPEC_LOAD_MESSAGES } from './messages-msgs';
import { ANALYTICS_MESSAGES } from './messages-analytics';
import { CHECK_MESSAGES } from './messages-checks';

/**
 * Every French message of the spec, once. Server errors, toasts and labels read
 * from here so the words stay exactly the spec's. Messages the spec does not
 * give (generic validation, rate limit…) are ours and marked as such.
 */
export const MESSAGES = {
  ...SHELL_MESSAGES,
  ...ORDERS_MESSAGES,
  ...DRIVERS_MESSAGES,
  ...BUSINESSES_MESSAGES,
  ...REQUESTS_MESSAGES,
  ...USERS_MESSAGES,
  ...SUBSCRIPTIONS_MESSAGES,
  ...EMAIL_TEST_MESSAGES,
  ...CONTENT_MESSAGES,
  ...SYSTEM_MESSAGES,
  ...SPEC_LOAD_MESSAGES,
  ...ANALYTICS_MESSAGES,
  ...CHECK_MESSAGES,
  // Generic (ours)
  invalidJson: 'Le corps de la requête doit être un JSON valide',
  invalidInput: 'Données invalides',
  pageNotFound: 'Page non trouvée',
  validationErrorTitle: 'Erreur de validation',
  liveStreamsFull: 'Trop de connexions en temps réel sur le serveur : les mises à jour reprendront dans un instant',

  // Accounts (spec 01 §5, §8)
  signupMissingInfo: 'Toutes les informations requises doivent être fournies',
  roleNotFound: (role: string) => `Rôle '${role}' non trouvé dans la base de données`,
  signupError: "Erreur lors de l'inscription",
  signupUnexpected: "Une erreur est survenue lors de l'inscription",
  signinError: 'Erreur lors de la connexion',
  signinUnexpected: 'Une erreur est survenue lors de la connexion',
  invalidCredentials: 'Identifiants invalides',
  profileNotFound: 'Profil utilisateur non trouvé',
  profileUpdateError: 'Erreur lors de la mise à jour du profil',
  connectionError: 'Erreur de connexion',
  accountDisabled: "Votre compte est désactivé. Contactez l'administrateur.",
  wrongCurrentPassword: 'Mot de passe actuel incorrect',
  passwordsDontMatch: 'Les mots de passe ne correspondent pas',
  emailTaken: 'Un utilisateur avec cet email existe déjà',
  publicSignupCustomersOnly: "L'inscription publique est réservée aux clients",
  resetTokenInvalid: 'Lien de réinitialisation invalide ou expiré',

  // Account security (ours, issue 9): passwords, e-mail verification, sign-up without enumeration
  passwordNewTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
  passwordTooCommon:
    'Ce mot de passe est trop courant ou trop facile à deviner (suite ou répétition de caractères). Choisissez-en un autre.',
  // The same answer whether the address was free or already had an account (its owner is told by e-mail).
  signupCheckEmail:
    'Inscription enregistrée. Un e-mail vient d’être envoyé à cette adresse : ouvrez-le pour confirmer votre adresse (pensez à regarder dans les courriers indésirables).',
  emailVerified: 'Adresse e-mail confirmée. Merci !',
  verificationLinkInvalid: 'Lien de confirmation invalide ou expiré. Connectez-vous pour en demander un nouveau.',
  verificationEmailSent: 'E-mail de confirmation envoyé. Vérifiez votre boîte de réception.',
  emailAlreadyVerified: 'Votre adresse e-mail est déjà confirmée.',
  emailNotVerifiedBanner: (email: string) => `Confirmez votre adresse e-mail : nous avons envoyé un lien à ${email}.`,
  resendVerification: 'Renvoyer l’e-mail',
  verifyingEmail: 'Confirmation de votre adresse e-mail…',
  welcome: (name: string) => `Bienvenue ${name} !`,
  passwordChanged: 'Mot de passe modifié avec succès',
  passwordReset: 'Mot de passe réinitialisé avec succès',
  resetEmailSent: 'Email de réinitialisation envoyé',

  // Drivers (spec 01 §5, spec 02 §5, §8)
  driverIdInvalid: 'ID de driver invalide',
  driverIdFormat: "Format d'ID invalide (UUID attendu)",
  driverProfileNotFound: 'Profil livreur non trouvé',
  driverRoleRequired: 'Utilisateur non autorisé (rôle driver requis et non trouvé dans la table drivers)',
  driverNotFound: 'Livreur non trouvé',
  onlyAdminsCreateDrivers: 'Accès refusé. Seuls les administrateurs peuvent créer des livreurs.',
  driverCreated: 'Livreur créé avec succès',
  driverUpdated: 'Livreur mis à jour avec succès',
  driverDeleted: 'Livreur supprimé avec succès',
  driverVerified: 'Livreur vérifié avec succès',
  selectBusinessForService: 'Veuillez sélectionner un service/commerce',

  // Driver application (spec 01 §5, §8)
  nameRequired: 'Le nom est requis',
  nameTooShort: 'Le nom doit contenir au moins 2 caractères',
  emailRequired: "L'email est requis",
  emailInvalid: "L'email n'est pas valide",
  phoneRequired: 'Le numéro de téléphone est requis',
  phoneInvalid: "Le numéro de téléphone n'est pas valide",
  vehicleTypeRequired: 'Le type de véhicule est requis',
  driverTypeRequired: 'Le type de chauffeur est requis',
  experienceRange: "Les années d'expérience doivent être entre 0 et 50",
  availabilityCheckError: 'Erreur lors de la vérification',
  driverRequestSendError: "Une erreur s'est produite lors de l'envoi de votre demande.",
  driverRequestCreateError: 'Erreur lors de la création de la demande chauffeur.',
  driverRequestSentTitle: 'Demande envoyée !',
  driverRequestSent:
    "Votre demande de chauffeur a été soumise avec succès. Notre équipe l'examinera et vous contactera par email.",
  driverRequestServiceMessage: 'Demande envoyée avec succès. Vous recevrez une notification après approbation.',
  submitting: 'Envoi en cours...',

  // Cart (spec 01 §8)
  cartFetchError: 'Erreur lors de la récupération du panier',
  cartAddError: "Erreur lors de l'ajout au panier",
  userNotFound: 'Utilisateur non trouvé',
  cartItemNotFound: 'Article non trouvé dans le panier',
  cartQuantityError: 'Erreur lors de la mise à jour de la quantité',
  cartRemoveError: "Erreur lors de la suppression de l'article",
  cartClearError: 'Erreur lors du vidage du panier',
  cartSyncError: 'Erreur lors de la synchronisation',
  addedToCart: 'Ajouté au panier',
  quantityUpdated: 'Quantité mise à jour',
  itemRemoved: 'Article supprimé',
  cartCleared: 'Panier vidé',

  // Orders (spec 01 §5, §8)
  signInAsCustomer: 'Veuillez vous connecter en tant que client pour passer une commande.',
  yourCartIsEmpty: 'Votre panier est vide.',
  businessInfoMissing: 'Informations du commerce manquantes.',
  orderNotFound: 'Commande non trouvée',
  orderFetchError: 'Erreur lors de la récupération de la commande',
  orderStatusError: 'Erreur lors de la mise à jour du statut',
  orderCancelError: "Erreur lors de l'annulation de la commande",
  driverAssignError: "Erreur lors de l'assignation du chauffeur",
  reviewError: "Erreur lors de l'ajout de l'avis",
  orderCreateError: 'Erreur lors de la création de la commande',
  orderPlaced: 'Commande passée',
  orderCancelled: 'Commande annulée',
  unknownCustomer: 'Client inconnu',

  // Business and partners (spec 02 §5, §8)
  selectPartner: 'Veuillez sélectionner un partenaire',
  dataLoadError: 'Erreur lors du chargement des données',
  partnerSearchError: 'Erreur lors de la recherche de partenaires',
  businessAddError: "Erreur lors de l'ajout du commerce",
  businessAdded: 'Commerce ajouté avec succès',
  businessTypesFetchError: 'Impossible de récupérer les types de commerce',
  partnersSearchFailed: 'Impossible de rechercher les partenaires',
  statsFetchError: 'Impossible de récupérer les statistiques',
  businessAddFailed: "Impossible d'ajouter le commerce",
  partnerAddError: "Erreur lors de l'ajout du partenaire",
  partnerAdded: 'Partenaire ajouté avec succès',

  // Requests (spec 02 §5, §8)
  businessNotFound: 'Business non trouvé',
  approveError: "Erreur lors de l'approbation",
  rejectError: 'Erreur lors du rejet',
  businessMustBeApproved: 'Le business doit être approuvé avant de créer un compte',
  businessAccountExists: 'Un compte utilisateur existe déjà pour ce business',
  userAccountCreateError: 'Erreur lors de la création du compte utilisateur',
  chauffeurNotFound: 'Chauffeur non trouvé',
  requestMustBeApproved: 'La demande doit être approuvée avant de créer un compte',
  driverAccountExists: 'Un compte existe déjà pour ce chauffeur',
  deleteError: 'Erreur lors de la suppression',
  actionError: "Erreur lors de l'action",
  accountCreateFailed: 'Erreur lors de la création du compte',
  copyError: 'Erreur lors de la copie',
  copied: (label: string) => `${label} copié dans le presse-papiers`,
  requestApproved: 'Demande approuvée avec succès',
  requestRejected: 'Demande rejetée avec succès',
  accountCreated: 'Compte créé avec succès',
  driverAccountCreatedShort: 'Compte chauffeur créé avec succès',
  requestMissingFields: 'Champs manquants: request_id, user_name, user_email, user_phone sont requis',

  // Subscriptions (spec 02 §8)
  subscriptionsLoadError: 'Erreur lors du chargement des abonnements',
  subscriptionDeactivated: 'Abonnement désactivé avec succès',
  subscriptionReactivated: 'Abonnement réactivé avec succès',
  subscriptionSuspended: (days: number) => `Abonnement suspendu pour ${days} jours`,

  // Content, e-mail tool (spec 02 §4, §5, §8)
  categoryStatusUpdated: 'Statut de la catégorie mis à jour',
  categoryDeleted: 'Catégorie supprimée',
  businessTypeDeleted: 'Type de commerce supprimé',
  confirmDelete: 'Confirmer la suppression',
  emailTestMissing: "Veuillez remplir l'email et le nom du destinataire",
  emailSentTitle: 'Email envoyé',
  emailSendErrorTitle: "Erreur d'envoi",

  // Newsletter (ours: the earlier app's box did nothing)
  newsletterSubscribed: 'Merci ! Vous êtes inscrit à notre newsletter.',
  newsletterAlreadySubscribed: 'Cette adresse est déjà inscrite à la newsletter.',

  // Search (spec 01 §2)
  searching: 'Recherche en cours...',
  noResults: 'Aucun résultat trouvé',
  pressEnterToSearch: 'Appuyez sur Entrée pour rechercher',

  // Cart and orders (ours: rules the spec states without words)
  signInAsCustomerToAdd: 'Connectez-vous avec un compte client pour ajouter des articles au panier.',
  cartQuantityInvalid: 'La quantité doit être un nombre entier',
  cartQuantityMax: 'Quantité maximale : 99 par article',
  menuItemNotFound: 'Article non trouvé',
  menuItemUnavailable: (name: string) => `« ${name} » n'est pas disponible pour le moment.`,
  itemsUnavailable: (names: string) => `Articles indisponibles : ${names}. Retirez-les de votre panier pour commander.`,
  businessClosed: (name: string) => `${name} est fermé pour le moment. Réessayez plus tard.`,
  businessNotOrdering: (name: string) => `${name} n'accepte pas de commandes actuellement.`,
  cartReplaced: (name: string) => `Votre panier contenait des articles de ${name} : il a été vidé pour ce commerce.`,
  deliveryMethodInvalid: 'Choisissez la livraison ou le retrait sur place',
  deliveryAddressRequired: 'Veuillez indiquer une adresse de livraison.',
  deliveryAddressChoice: 'Choisissez une adresse enregistrée ou saisissez-en une nouvelle, pas les deux.',
  idempotencyKeyRequired: "L'en-tête Idempotency-Key est requis (1 à 100 caractères).",
  orderNotCancellable: 'Cette commande ne peut plus être annulée : sa préparation a commencé.',
  orderAlreadyFinal: (label: string) =>
    `Cette commande est déjà ${label.toLowerCase()} : son statut ne peut plus changer.`,
  reviewNotYet: 'Vous pourrez donner votre avis une fois la commande livrée.',
  reviewAlreadyGiven: 'Vous avez déjà donné votre avis sur cette commande.',
  ratingInvalid: 'La note doit être un nombre entier de 1 à 5',
  reviewSent: 'Merci pour votre avis !',
  orderStatusInvalid: 'Statut de commande invalide',

  // Requests from elsewhere (ours: issue 9, CSRF and content types)
  crossSiteRequest: "Requête refusée : elle ne provient pas de l'application Livra.",
  jsonOnly: 'Format de requête non pris en charge : envoyez du JSON (application/json).',
  requestTooLarge: 'Fichier ou requête trop volumineux (6 Mo maximum)',

  // Order limits and idempotency (ours, issue 9)
  orderQuantityMax: `Quantité maximale : ${ORDER_MAX_QUANTITY} articles par commande`,
  idempotencyKeyReused:
    'Cette clé Idempotency-Key a déjà servi pour une autre demande de commande. Consultez vos commandes, ou utilisez une nouvelle clé pour une nouvelle commande.',

  // Malformed requests refused at the edge (ours, issue 9)
  unstorableText:
    'Le texte envoyé contient un caractère invalide (caractère nul ou emoji coupé en deux) : corrigez-le puis réessayez.',
  nothingToUpdate: 'Aucune modification à enregistrer : indiquez au moins un champ à changer.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
