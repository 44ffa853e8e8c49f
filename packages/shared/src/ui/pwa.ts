/**
 * The installed app's own words (docs/decisions/010-offline-and-caching.md): the mark on data read
 * offline and the offer of a new version. French, the source of `ui/en/pwa.ts`.
 */
export const PWA_UI = {
  /** Data fetched today, shown with no network: `Hors ligne — données de 14 h 32`. */
  offlineDataAt: (hours: string, minutes: string) => `Hors ligne — données de ${hours} h ${minutes}`,
  /** Data fetched an earlier day: `Hors ligne — données du 25/11 à 14 h 32`. */
  offlineDataOn: (day: string, hours: string, minutes: string) =>
    `Hors ligne — données du ${day} à ${hours} h ${minutes}`,
  newVersion: 'Nouvelle version disponible',
  reload: 'Recharger',
};
