import { MESSAGES } from '@livra/shared/messages';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';

interface FormWithRootError {
  setError: (name: 'root', error: { message: string }) => void;
}

/**
 * Shows why a form failed: kept under the form (its `root` error) and in an `Erreur` toast. A refusal
 * says the server's reason; a server failure says `serverFailure` (the spec's « Erreur lors de la
 * connexion » for a sign-in); anything else unexpected says `fallback`.
 */
export function showFormFailure(form: FormWithRootError, error: unknown, fallback?: string, serverFailure?: string) {
  const failed = error instanceof ApiError && error.status >= 500;
  const message = failed && serverFailure ? serverFailure : errorMessage(error, fallback);
  form.setError('root', { message });
  toast.error(MESSAGES.errorTitle, { description: message });
}
