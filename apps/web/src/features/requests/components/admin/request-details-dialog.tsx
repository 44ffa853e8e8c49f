import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useRequestsAdminTexts } from './texts';

export type DetailRow = [label: string, value: ReactNode];

interface RequestDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  rows: DetailRow[];
  /** The actions this request still offers (approve, reject, create the account…). */
  actions?: ReactNode;
}

/** Everything one application says, and what can still be done with it. */
export function RequestDetailsDialog({ open, onClose, title, description, rows, actions }: RequestDetailsDialogProps) {
  const t = useRequestsAdminTexts();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="break-words whitespace-pre-line">{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
        {/* Fermer comes first: last on a phone (the footer stacks in reverse), first on the left otherwise. */}
        <DialogFooter className="flex-wrap">
          <Button variant="outline" className="h-11 sm:mr-auto" onClick={onClose}>
            {t.close}
          </Button>
          {actions}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
