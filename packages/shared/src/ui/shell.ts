import { SHELL_MESSAGES } from '../messages-shell';

/**
 * The texts of the header (on every page, so on the first load), in French: the source
 * of the English catalogue (`ui/en.ts`, docs/decisions/009-languages.md). Keep it small.
 */
export const SHELL_UI = {
  siteTagline: 'Livraison en Guinée',
  homeLink: 'Livra — accueil',
  openMenu: 'Ouvrir le menu',
  becomePartner: 'Devenir partenaire',
  becomeDriver: 'Devenir livreur',
  signIn: 'Se connecter',
  signUp: "S'inscrire",
  searchLabel: 'Rechercher un commerce, un plat ou un produit',
  // The spec's words (spec 01 §2), kept in the shell messages.
  searchPlaceholder: SHELL_MESSAGES.searchPlaceholder,
  search: 'Rechercher',
  networkError: 'Connexion impossible. Vérifiez votre connexion internet.',
  /** The switch offers the other language, named in that language. */
  switchTo: 'English',
  switchToShort: 'EN',
  skipToContent: 'Aller au contenu',
  signInToSee: 'Connectez-vous pour accéder à cette page.',
  // The last-resort error page (its texts must be here: it shows when a page's code cannot be fetched).
  pageGone: "La page que vous cherchez n'existe pas ou a été déplacée.",
  pageLoadFailed: "La page n'a pas pu être chargée. Vérifiez votre connexion internet puis réessayez.",
  somethingWentWrong: 'Une erreur est survenue',
  reloadPage: 'Recharger la page',
  home: 'Accueil',
  pageNotFound: 'Page non trouvée',
  loading: 'Chargement…',
  pageLoading: 'Chargement de la page',
} as const;
