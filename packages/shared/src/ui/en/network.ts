import type { Translation } from '../../locale';
import type { NETWORK_UI } from '../network';

/** `ui/network.ts` in English. */
export const NETWORK_UI_EN: Translation<typeof NETWORK_UI> = {
  offline: 'You are offline.',
  offlineText: 'What is shown may be out of date. Your actions will be sent as soon as the network is back.',
  actionsWaiting: (count) =>
    count === 1
      ? 'One action is waiting for the connection: it will be sent as soon as the network is back.'
      : `${count} actions are waiting for the connection: they will be sent as soon as the network is back.`,
  actionWaitingToast: 'No connection',
  actionWaitingToastText: 'Your action will be sent as soon as the network is back.',
  backOnline: 'Back online.',
  timeout: 'The network is too slow: the request was given up. Try again.',
};
