import { MESSAGES } from '@livra/shared/messages';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';

interface FormWithRootError {
  setError: (name: 'root', error: { message: string }) => void;
}

/** Shows why the server refused a form: kept under the form (its `root` error) and in an `Erreur` toast. */
export function showFormFailure(
  form: FormWithRootError,
  error: unknown,
  fallback?: string,
  title: string = MESSAGES.errorTitle,
) {
  const message = errorMessage(error, fallback);
  form.setError('root', { message });
  toast.error(title, { description: message });
}
