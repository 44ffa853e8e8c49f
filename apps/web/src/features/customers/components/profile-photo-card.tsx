import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@livra/shared/customers';
import { MESSAGES } from '@livra/shared/messages';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUploadPhoto } from '../api';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';
import { useCustomerMessage } from '../messages';

/** Why a chosen file cannot be sent, checked before spending the customer's data on it. */
function refusal(file: File, toasts: { fileMissing: string; fileType: string; fileTooLarge: string }): string | null {
  if (file.size === 0) return toasts.fileMissing;
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return toasts.fileType;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return toasts.fileTooLarge;
  return null;
}

/** The profile photo: the chosen picture shows at once, with the upload's progress. */
export function ProfilePhotoCard({ name, email, photo }: { name: string; email: string; photo: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadPhoto(setProgress);
  const customerMessage = useCustomerMessage();
  const t = useTexts('customers', CUSTOMERS_UI);

  // A preview is a blob URL: free it when it is replaced or the card goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = refusal(file, t.toasts);
    if (problem) {
      toast.error(MESSAGES.errorTitle, { description: problem });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => toast.success(t.toasts.photoUpdated),
      onError: (error) => {
        setPreview(null);
        toast.error(MESSAGES.errorTitle, { description: customerMessage(errorMessage(error)) });
      },
    });
  }

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-4 text-center sm:flex-row sm:text-left sm:pt-5">
        <div className="relative">
          <Avatar name={name} src={preview ?? photo} className="size-24 text-2xl" />
          {upload.isPending && (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/45 text-sm font-semibold text-white">
              {progress} %
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate text-lg font-semibold">{name}</p>
          <p className="truncate text-sm text-muted-foreground">{email}</p>
          <p className="text-xs text-muted-foreground">{t.photoRule}</p>
          {upload.isPending && (
            <div
              role="progressbar"
              aria-label={t.photoUploading}
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-1.5 w-full overflow-hidden rounded-full bg-stone-200 sm:max-w-56"
            >
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t.choosePhoto}
          onChange={onChange}
        />
        <Button variant="outline" className="h-11" loading={upload.isPending} onClick={() => input.current?.click()}>
          {!upload.isPending && <Camera aria-hidden />}
          {upload.isPending ? t.sending : t.changePhoto}
        </Button>
      </CardContent>
    </Card>
  );
}
