import type { Translation } from '../../locale';
import type { PWA_UI } from '../pwa';

/** `ui/pwa.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const PWA_UI_EN: Translation<typeof PWA_UI> = {
  offlineDataAt: (hours, minutes) => `Offline — data from ${hours}:${minutes}`,
  offlineDataOn: (day, hours, minutes) => `Offline — data from ${day} at ${hours}:${minutes}`,
  newVersion: 'New version available',
  reload: 'Reload',
};
