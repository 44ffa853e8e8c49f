import type { ExternalToast } from 'sonner';
import { messageInChosenLanguage } from './i18n';

/**
 * Toasts without putting sonner in the first load: its code is downloaded with the first toast
 * (or the first interaction), and sonner replays toasts raised before its <Toaster> mounted.
 * Same calls as sonner's `toast`: `toast.success(message, { description })`…
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
let mountToaster: (() => void) | null = null;
let toasterWanted = false;

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  return sonner;
}

/** Asks the <ToasterHost> to mount the toaster (now, or as soon as it renders). */
export function requestToaster() {
  toasterWanted = true;
  mountToaster?.();
}

/** Called by the <ToasterHost>: returns the unregister function. */
export function registerToasterHost(mount: () => void): () => void {
  mountToaster = mount;
  if (toasterWanted) mount();
  return () => {
    if (mountToaster === mount) mountToaster = null;
  };
}

type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, french: string, frenchOptions?: ExternalToast) {
  requestToaster();
  // Catalogue messages (`MESSAGES`) are shown in the chosen language (docs/decisions/009-languages.md).
  const message = messageInChosenLanguage(french);
  const description = frenchOptions?.description;
  const options =
    typeof description === 'string'
      ? { ...frenchOptions, description: messageInChosenLanguage(description) }
      : frenchOptions;
  loadSonner().then(
    ({ toast: sonnerToast }) =>
      kind === 'message' ? sonnerToast(message, options) : sonnerToast[kind](message, options),
    () => {
      // Without a connection the toast cannot be fetched either; the form's inline error remains.
    },
  );
}

export const toast = Object.assign((message: string, options?: ExternalToast) => show('message', message, options), {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  dismiss: (id?: string | number) =>
    void loadSonner().then(
      ({ toast: sonnerToast }) => sonnerToast.dismiss(id),
      () => undefined,
    ),
});
