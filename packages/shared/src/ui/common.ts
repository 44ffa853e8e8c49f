import { ROLE_LABELS } from '../roles';
import { OPENING_DAY_LABELS } from '../catalog';

/**
 * The texts of the shared parts of every page (dialogs, pagination, tables, the opening-hours
 * editor, dashboard greeting, the 404 page), in French: the source of `ui/en/common.ts`.
 */
export const COMMON_UI = {
  close: 'Fermer',
  cancel: 'Annuler',
  closeMenu: 'Fermer le menu',
  loading: 'Chargement…',
  pagination: 'Pagination',
  previous: 'Précédent',
  next: 'Suivant',
  pageNumber: (page: number) => `Page ${page}`,
  export: 'Exporter',
  hello: (name: string) => `Bonjour, ${name}`,
  days: OPENING_DAY_LABELS,
  open: 'Ouvert',
  closed: 'Fermé',
  copyMondayToAll: 'Appliquer les horaires du lundi à toute la semaine',
  opensAt: (day: string) => `${day} : ouverture`,
  closesAt: (day: string) => `${day} : fermeture`,
  timeTo: 'à',
  // 404 page
  error404: 'Erreur 404',
  pageGone: "La page que vous cherchez n'existe pas ou a été déplacée.",
  backHome: "Retour à l'accueil",
  roles: ROLE_LABELS,
} as const;
