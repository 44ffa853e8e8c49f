import type { Translation } from '../../locale';

/**
 * The three plans migration 0002 stores (Essentiel, Pro, Premium): no page edits them, and their
 * description and features read as the product's own words, so English shows them in English.
 * Matched by their exact French words (`englishMessage`): a plan whose stored words were changed
 * shows them as stored. The French must stay the migration's (`reference-plans.test.ts`).
 */
export const REFERENCE_PLANS_FR = {
  basicDescription: 'Pour démarrer sur Livra : votre commerce en ligne et vos commandes payées à la livraison.',
  listingAndMenu: 'Fiche commerce et menu en ligne',
  unlimitedOrders: 'Commandes illimitées',
  cashOnDelivery: 'Paiement en espèces à la livraison',
  ordersDashboard: 'Tableau de bord des commandes',
  emailSupport: 'Assistance par e-mail',
  standardDescription: 'Pour les commerces qui veulent grandir : plus de visibilité et des statistiques détaillées.',
  everythingInBasic: "Toute l'offre Essentiel",
  featuredInSearch: 'Mise en avant dans les résultats de recherche',
  detailedSalesFigures: 'Statistiques de ventes détaillées',
  reservations: 'Gestion des réservations',
  threeServiceDrivers: "Jusqu'à 3 livreurs de service",
  prioritySupport: 'Assistance prioritaire',
  premiumDescription: 'Pour les enseignes à forte activité : visibilité maximale et accompagnement dédié.',
  everythingInStandard: "Toute l'offre Pro",
  topOfHomePage: "Place en tête de la page d'accueil",
  unlimitedServiceDrivers: 'Livreurs de service illimités',
  promotions: 'Campagnes promotionnelles',
  dedicatedAdviser: 'Conseiller dédié',
  supportEveryDay: 'Assistance 7 jours sur 7',
};

export const REFERENCE_PLANS_EN: Translation<typeof REFERENCE_PLANS_FR> = {
  basicDescription: 'To get started on Livra: your business online and your orders paid on delivery.',
  listingAndMenu: 'Business page and menu online',
  unlimitedOrders: 'Unlimited orders',
  cashOnDelivery: 'Cash payment on delivery',
  ordersDashboard: 'Orders dashboard',
  emailSupport: 'E-mail support',
  standardDescription: 'For businesses that want to grow: more visibility and detailed figures.',
  everythingInBasic: 'Everything in Essentiel',
  featuredInSearch: 'Featured in search results',
  detailedSalesFigures: 'Detailed sales figures',
  reservations: 'Reservation management',
  threeServiceDrivers: 'Up to 3 service drivers',
  prioritySupport: 'Priority support',
  premiumDescription: 'For busy businesses: maximum visibility and dedicated support.',
  everythingInStandard: 'Everything in Pro',
  topOfHomePage: 'Top place on the home page',
  unlimitedServiceDrivers: 'Unlimited service drivers',
  promotions: 'Promotional campaigns',
  dedicatedAdviser: 'Dedicated adviser',
  supportEveryDay: 'Support 7 days a week',
};
