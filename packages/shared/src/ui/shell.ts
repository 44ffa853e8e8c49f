import { SHELL_MESSAGES } from '../messages-shell';

/**
 * The interface texts of the app shell (header, menus, navigation, footer), in French: the source
 * of the English catalogue (`ui/en.ts`, docs/decisions/009-languages.md). On the first load.
 */
export const SHELL_UI = {
  siteTagline: 'Livraison en Guinée',
  openMenu: 'Ouvrir le menu',
  menu: 'Menu',
  menuDescription: 'Navigation de Livra',
  mainMenu: 'Menu principal',
  becomePartner: 'Devenir partenaire',
  becomeDriver: 'Devenir livreur',
  signIn: 'Se connecter',
  signUp: "S'inscrire",
  signOut: 'Se déconnecter',
  userMenu: (name: string) => `Menu de ${name}`,
  myAccount: 'Mon compte',
  tools: (area: string) => `Outils · ${area}`,
  discover: 'Découvrir',
  home: 'Accueil',
  dashboard: 'Tableau de bord',
  myProfile: 'Mon profil',
  cart: 'Panier',
  restaurants: 'Restaurants',
  categories: 'Catégories',
  about: 'À propos',
  articles: 'Articles',
  searchLabel: 'Rechercher un commerce, un plat ou un produit',
  // The spec's words (spec 01 §2), kept in the shell messages.
  searchPlaceholder: SHELL_MESSAGES.searchPlaceholder,
  search: 'Rechercher',
  networkError: 'Connexion impossible. Vérifiez votre connexion internet.',
  /** The switch offers the other language, named in that language. */
  switchTo: 'English',
  switchToShort: 'EN',
  language: 'Langue',
  footerAbout: 'Repas, courses et produits du quotidien livrés chez vous. Vous payez en espèces à la livraison.',
  footerRegions: 'Nos régions',
  footerNote: 'Livraison en Guinée · Prix en francs guinéens (GNF)',
} as const;
