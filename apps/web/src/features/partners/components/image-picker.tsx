import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, UPLOAD_MESSAGES } from '@livra/shared/customers';
import { MESSAGES } from '@livra/shared/messages';
import { Camera } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useMessage } from '@/lib/i18n';
import { useUploadBusinessImage, type BusinessImageKind } from '../api';
import { usePartnerMessage } from '../texts';

/**
 * A button that picks a picture, shows it at once (local preview) and uploads it. The file
 * is checked here first (type, 5 MB) to spare a slow upload that the server would refuse.
 */
export function useImagePicker(businessId: string, kind: BusinessImageKind, success: string) {
  const translate = usePartnerMessage();
  const upload = useUploadBusinessImage();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function pick(file: File | undefined) {
    if (!file) return;
    const refusal = !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)
      ? UPLOAD_MESSAGES.fileType
      : file.size > IMAGE_UPLOAD_MAX_BYTES
        ? UPLOAD_MESSAGES.fileTooLarge
        : null;
    if (refusal) {
      toast.error(MESSAGES.errorTitle, { description: translate(refusal) });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { businessId, kind, file },
      {
        onSuccess: () => toast.success(translate(success)),
        onError: (error) => toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) }),
        onSettled: () => setPreview(null),
      },
    );
  }

  return { preview, pick, isUploading: upload.isPending };
}

interface PickerButtonProps {
  label: string;
  onPick: (file: File | undefined) => void;
  busy: boolean;
  className?: string;
}

export function ImagePickerButton({ label, onPick, busy, className }: PickerButtonProps) {
  const message = useMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        className="sr-only"
        // The button below is the control; the input, named like it, is kept out of the tab order.
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={busy}
        onClick={() => input.current?.click()}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-full bg-card/95 px-4 text-sm font-semibold shadow-md ring-1 ring-black/5 transition hover:bg-card disabled:opacity-60',
          className,
        )}
      >
        <Camera aria-hidden className="size-4" />
        {busy ? message(MESSAGES.submitting) : label}
      </button>
    </>
  );
}
