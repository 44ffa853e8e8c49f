/**
 * Messages of the admin requests page and of account creation (ours, issue 11: the spec gives
 * the success toasts and refusals, which are in messages.ts; these are the rest). Spread into
 * `MESSAGES`.
 */
export const REQUESTS_MESSAGES = {
  requestNotPending: 'Cette demande a déjà été traitée : seule une demande en attente peut être approuvée ou rejetée',
  driverRequestApproved: 'Demande de chauffeur approuvée avec succès',
  driverRequestRejected: 'Demande de chauffeur rejetée avec succès',
  driverRequestDeleted: 'Demande de chauffeur supprimée avec succès',
  driverRequestNotDeletable:
    'Ce chauffeur a déjà un compte ou des livraisons : gérez-le depuis la page Livreurs (désactivation)',
  defaultRejectionReason: 'Votre demande ne répond pas à nos critères pour le moment.',
  approvalNoAccount:
    "L'approbation ne crée pas le compte : créez-le ensuite avec « Créer le compte », les identifiants seront affichés et envoyés par e-mail.",
  driverApprovalCreatesAccount:
    "L'approbation crée aussitôt le compte du chauffeur : ses identifiants seront affichés et envoyés par e-mail.",
  rejectionFinal: 'Le rejet est définitif : la demande ne pourra plus être approuvée.',
  mustChangePasswordTitle: 'Choisissez votre mot de passe',
  mustChangePasswordIntro:
    'Votre compte a été créé avec un mot de passe provisoire. Choisissez le vôtre avant de continuer.',
  newPartnerBusinessPhoneRequired: 'Le téléphone du commerce est requis',
  newPartnerBusinessEmailRequired: "L'email du commerce est requis",
  newPartnerBusinessDescriptionRequired: 'La description du commerce est requise',
  newPartnerBusinessAddressRequired: "L'adresse du commerce est requise",
  websiteInvalid: "L'adresse du site web n'est pas valide (http:// ou https://)",
} as const;
