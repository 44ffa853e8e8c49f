import { MESSAGES } from '@livra/shared/messages';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useRequestsAdminTexts } from './texts';

/** Puts the text on the clipboard and says so (spec 02 §2, §8). */
export async function copyToClipboard(label: string, text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(MESSAGES.copied(label));
  } catch {
    toast.error(MESSAGES.copyError);
  }
}

/** One credential shown plainly, with its copy button. */
export function CopyField({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  const t = useRequestsAdminTexts();
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2 rounded-md border bg-muted/50 p-1 pl-3">
        <span
          className={mono ? 'min-w-0 flex-1 font-mono text-base tracking-wide break-all' : 'min-w-0 flex-1 break-all'}
        >
          {value}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-10"
          onClick={() => void copyToClipboard(label, value)}
          aria-label={t.copyLabel(label)}
        >
          <Copy aria-hidden /> {t.copy}
        </Button>
      </dd>
    </div>
  );
}
