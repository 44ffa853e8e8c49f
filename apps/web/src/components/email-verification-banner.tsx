import { MESSAGES } from '@livra/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { api, errorMessage } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { useMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Button } from './ui/button';

/** Shown to a signed-in account until its address is confirmed, with a link to send the e-mail again. */
export function EmailVerificationBanner() {
  const { user } = useSession();
  const translate = useMessage();
  const resend = useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/auth/verification/resend'),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
  });
  if (user?.emailVerified !== false) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <MailWarning aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 break-words">{translate(MESSAGES.emailNotVerifiedBanner(user.email))}</span>
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {translate(MESSAGES.resendVerification)}
        </Button>
      </div>
    </div>
  );
}
