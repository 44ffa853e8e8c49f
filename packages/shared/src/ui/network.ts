/**
 * What the app says about the network (on every page, so on the first load: keep it small): the
 * offline banner of every layout, actions waiting for the connection, requests that took too long.
 */
export const NETWORK_UI = {
  offline: 'Vous êtes hors ligne.',
  offlineText: 'Les informations affichées peuvent dater. Vos actions seront envoyées dès le retour du réseau.',
  actionsWaiting: (count: number) =>
    count === 1
      ? 'Une action attend la connexion : elle sera envoyée dès le retour du réseau.'
      : `${count} actions attendent la connexion : elles seront envoyées dès le retour du réseau.`,
  actionWaitingToast: 'Pas de connexion',
  actionWaitingToastText: 'Votre action sera envoyée dès le retour du réseau.',
  backOnline: 'Connexion rétablie.',
  timeout: 'Le réseau est trop lent : la demande a été abandonnée. Réessayez.',
} as const;
