import type { AccountNoticeKind } from './emails';
import { ORDER_LIFECYCLE, ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from './order-lifecycle';
import { VEHICLE_TYPES, type VehicleType } from './drivers';
import { ROLE_LABELS } from './roles';

/** `dans 3 jours`, `demain`, `aujourd’hui`. */
const expiry = (days: number) => (days <= 0 ? 'aujourd’hui' : days === 1 ? 'demain' : `dans ${days} jours`);
const forBusiness = (name?: string) => (name ? ` pour ${name}` : '');

/**
 * The words of every e-mail, in French: the source of `EMAIL_TEXTS_EN` (docs/decisions/009-languages.md).
 * Templates read them through `emailTexts(locale)`; names, amounts and dates come from the payload.
 */
export const EMAIL_TEXTS_FR = {
  layout: {
    lang: 'fr',
    footer: 'Livra — Livraison à Conakry, Kindia, Labé, Kankan et Boké',
    buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    hello: (name?: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    label: (label: string) => `${label} :`,
    trackOrder: 'Suivre ma commande',
  },
  roles: ROLE_LABELS,
  requestKinds: { partner: 'partenariat', driver: 'chauffeur livreur' },
  /** The vehicle types (their French names are also their stored values). */
  vehicles: Object.fromEntries(VEHICLE_TYPES.map((type) => [type, type])) as Record<VehicleType, string>,
  orderStatuses: ORDER_STATUS_LABELS,
  orderNews: Object.fromEntries(ORDER_STATUSES.map((s) => [s, ORDER_LIFECYCLE[s].email])) as Record<
    OrderStatus,
    string
  >,
  credentials: {
    subject: 'Vos identifiants de connexion Livra',
    title: 'Votre compte Livra est prêt',
    created: (role: string, business?: string) =>
      `Votre compte ${role.toLowerCase()}${forBusiness(business)} a été créé. Voici vos identifiants :`,
    email: 'E-mail',
    password: 'Mot de passe',
    space: 'Votre espace',
    changeIt:
      'Pour votre sécurité, changez ce mot de passe dès votre première connexion et ne le communiquez à personne.',
    signIn: 'Se connecter',
    unexpected: 'Si vous n’attendiez pas ce compte, ignorez cet e-mail.',
  },
  notice: {
    subjects: {
      'signup-existing': 'Tentative d’inscription avec votre adresse Livra',
      'driver-application-duplicate': 'Votre demande de livreur Livra',
      'partner-application-duplicate': 'Votre demande de partenaire Livra',
    } satisfies Record<AccountNoticeKind, string>,
    signupExisting:
      'Quelqu’un (peut-être vous) a essayé de créer un compte Livra avec votre adresse e-mail, mais un compte existe déjà pour cette adresse. Aucun nouveau compte n’a été créé.',
    driverDuplicate:
      'Nous avons reçu une demande pour devenir livreur avec votre adresse e-mail ou votre numéro de téléphone, mais un livreur ou une demande de livreur les utilise déjà. Cette nouvelle demande n’a pas été enregistrée.',
    partnerDuplicate: (business?: string) =>
      `Nous avons reçu une nouvelle demande de partenariat pour « ${business ?? 'votre commerce'} » avec votre adresse e-mail, mais une demande pour ce commerce est déjà en cours d’examen. Elle n’a pas été enregistrée une seconde fois.`,
    date: (when: string) => `Date : ${when}.`,
    ifYou: 'Si c’était vous, connectez-vous avec votre mot de passe habituel, ou choisissez-en un nouveau :',
    signInOrReset: 'Me connecter ou réinitialiser mon mot de passe',
    followRequest: 'Suivre ma demande',
    notYou: 'Si vous n’êtes pas à l’origine de cette démarche, ignorez cet e-mail : rien n’a changé sur votre compte.',
  },
  adminNotification: {
    subject: (kind: string, who: string) => `Nouvelle demande de ${kind} : ${who}`,
    preview: (kind: string, who: string) => `Nouvelle demande de ${kind} de ${who}`,
    title: 'Nouvelle demande à examiner',
    body: (kind: string) => `Une nouvelle demande de ${kind} vient d'être envoyée sur Livra. Elle attend votre examen.`,
    review: 'Examiner la demande',
  },
  verification: {
    subject: 'Confirmez votre adresse e-mail Livra',
    preview: 'Confirmez votre adresse e-mail pour finaliser votre compte Livra',
    title: 'Confirmez votre adresse e-mail',
    body: (email: string) =>
      `Bienvenue sur Livra ! Pour confirmer que l’adresse ${email} est bien la vôtre, cliquez sur le bouton ci-dessous.`,
    confirm: 'Confirmer mon adresse e-mail',
    validUntil: (when: string) => `Ce lien est valable jusqu’au ${when}.`,
    notYou: 'Si vous n’avez pas créé de compte sur Livra, ignorez cet e-mail : l’adresse ne sera pas confirmée.',
  },
  orderConfirmation: {
    subject: (order: string, business: string) => `Confirmation de votre commande ${order} — ${business}`,
    preview: (order: string, business: string, total: string) => `Commande ${order} chez ${business} : ${total}`,
    title: 'Merci pour votre commande !',
    recorded: (order: string, business: string, when: string) =>
      `Votre commande ${order} chez ${business} a bien été enregistrée le ${when}. Le commerce va la confirmer.`,
    subtotal: 'Sous-total',
    deliveryFee: 'Frais de livraison',
    tax: 'Taxes',
    total: 'Total à payer',
    payment: 'Paiement',
    cash: 'En espèces à la livraison',
    pickup: 'Retrait',
    delivery: 'Livraison',
    pickupAt: (business: string) => `À retirer chez ${business}`,
    landmark: 'Point de repère',
    businessAddress: 'Adresse du commerce',
    eta: 'Arrivée estimée',
    change: 'Préparez si possible l’appoint : le livreur n’a pas toujours de monnaie.',
  },
  orderStatus: {
    subject: (order: string, status: string) => `Commande ${order} : ${status}`,
    title: (status: string) => `Commande ${status.toLowerCase()}`,
    orderAt: (order: string, business: string) => `(commande ${order} chez ${business})`,
    newStatus: 'Nouveau statut',
    oldStatus: 'Statut précédent',
    driver: 'Votre livreur',
    eta: 'Arrivée estimée',
    updatedAt: 'Mis à jour le',
  },
  passwordReset: {
    subject: 'Réinitialisation de votre mot de passe Livra',
    preview: 'Choisissez un nouveau mot de passe pour votre compte Livra',
    title: 'Réinitialisation du mot de passe',
    body: (role: string, email: string) =>
      `Vous avez demandé à réinitialiser le mot de passe de votre compte ${role.toLowerCase()} Livra (${email}). Cliquez sur le bouton ci-dessous pour en choisir un nouveau.`,
    choose: 'Choisir un nouveau mot de passe',
    validity: (hours: number, when: string) =>
      `Ce lien est valable ${hours} heure${hours > 1 ? 's' : ''}, jusqu’au ${when}. Il ne peut servir qu’une fois.`,
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  paymentReminder: {
    subject: (final: boolean, plan: string, days: number) =>
      `${final ? 'Dernier rappel' : 'Rappel'} : votre abonnement ${plan} expire ${expiry(days)}`,
    preview: (plan: string, days: number) => `Votre abonnement ${plan} expire ${expiry(days)}`,
    title: (final: boolean) => (final ? 'Dernier rappel de paiement' : 'Rappel de paiement'),
    expires: (plan: string, business: string | undefined, days: number) =>
      `Votre abonnement ${plan}${forBusiness(business)} expire ${expiry(days)}.`,
    finalNote:
      ' C’est notre dernier rappel : réglez-le dès maintenant pour que vos clients continuent de vous trouver sur Livra.',
    firstNote: ' Pensez à le renouveler pour éviter toute interruption.',
    plan: 'Formule',
    amount: 'Montant',
    daysLeft: 'Jours restants',
    renew: 'Renouveler mon abonnement',
    alreadyPaid: 'Si vous avez déjà payé, ignorez ce message.',
  },
  approval: {
    subject: (kind: string) => `Votre demande de ${kind} est approuvée`,
    title: 'Demande approuvée',
    body: (kind: string, business?: string) =>
      `Bonne nouvelle : votre demande de ${kind}${forBusiness(business)} a été approuvée. Bienvenue chez Livra !`,
    teamMessage: 'Message de l’équipe',
    credentialsApart: 'Vos identifiants de connexion vous sont envoyés dans un e-mail séparé.',
    open: 'Ouvrir mon espace',
    question: 'Une question ? Contactez l’équipe Livra depuis votre espace.',
  },
  confirmation: {
    subject: (kind: string) => `Votre demande de ${kind} a bien été reçue`,
    title: 'Demande bien reçue',
    body: (kind: string) =>
      `Merci pour votre demande de ${kind} sur Livra. Notre équipe l'examinera et vous contactera par e-mail. Vous recevrez une notification après approbation.`,
    keepReference: 'Gardez la référence de votre demande : elle nous aide à vous répondre plus vite.',
  },
  details: {
    reference: 'Référence',
    type: 'Type de demande',
    requester: 'Demandeur',
    email: 'E-mail',
    phone: 'Téléphone',
    business: 'Commerce',
    businessType: 'Type de commerce',
    address: 'Adresse',
    plan: 'Formule',
    vehicle: 'Véhicule',
    notes: 'Notes',
    sentAt: 'Envoyée le',
  },
  rejection: {
    subject: (kind?: string) =>
      kind ? `Votre demande de ${kind} n’a pas été approuvée` : 'Votre demande n’a pas été approuvée',
    preview: 'Votre demande n’a pas été approuvée',
    title: 'Demande non approuvée',
    body: (kind: string | undefined, business?: string) =>
      `Nous avons examiné ${kind ? `votre demande de ${kind}` : 'votre demande'}${forBusiness(business)} avec attention. Nous ne pouvons malheureusement pas l’approuver pour le moment.`,
    reason: 'Motif',
    remarks: 'Remarques',
    reviewedBy: 'Examinée par',
    /** Who reviewed it when the e-mail names nobody. */
    team: 'Équipe Livra',
    tryAgain: 'Vous pourrez envoyer une nouvelle demande une fois ces points corrigés.',
    thanks: 'Merci de l’intérêt que vous portez à Livra.',
  },
} as const;
