import { AlertCircle } from 'lucide-react';
import { useMessage } from '@/lib/i18n';

/** The reason the server refused a form, kept visible after the toast has gone. */
export function FormError({ message }: { message: string | undefined }) {
  const inChosenLanguage = useMessage();
  if (!message) return null;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {inChosenLanguage(message)}
    </p>
  );
}
