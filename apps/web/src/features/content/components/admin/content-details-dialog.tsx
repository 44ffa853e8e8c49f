import type { AdminBusinessType, AdminCategory } from '@livra/shared/admin-content';
import { formatDate } from '@livra/shared/dates';
import { ADMIN_CONTENT_UI } from '@livra/shared/ui/admin-content';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useLocale, useTexts } from '@/lib/i18n';
import { ActiveBadge, Swatch } from './content-tables';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

const Color = ({ color }: { color: string }) => (
  <span className="inline-flex items-center gap-2">
    <Swatch color={color} /> {color}
  </span>
);

interface DetailsProps<T> {
  item: T | null;
  onClose: () => void;
  onEdit: (item: T) => void;
}

function Frame({
  open,
  title,
  description,
  onClose,
  onEdit,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  onClose: () => void;
  onEdit: () => void;
  children: ReactNode;
}) {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={onClose}>
            {t.close}
          </Button>
          <Button className="h-11" onClick={onEdit}>
            {t.edit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function CategoryDetailsDialog({ item, onClose, onEdit }: DetailsProps<AdminCategory>) {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  const locale = useLocale();
  return (
    <Frame
      open={item !== null}
      title={item ? t.categoryTitle(item.name) : t.category}
      description={t.categoryDetails}
      onClose={onClose}
      onEdit={() => item && onEdit(item)}
    >
      {item && (
        <dl className="grid gap-3">
          {item.image && (
            <img src={item.image} alt="" className="h-28 w-full rounded-lg border object-cover" loading="lazy" />
          )}
          <Field label={t.status}>
            <ActiveBadge isActive={item.isActive} />
          </Field>
          <Field label={t.icon}>{item.icon}</Field>
          <Field label={t.color}>
            <Color color={item.color} />
          </Field>
          <Field label={t.link}>{item.link ?? t.ownPage}</Field>
          <Field label={t.descriptionHeader}>{item.description ?? '—'}</Field>
          <Field label={t.businesses}>{item.businessCount}</Field>
          <Field label={t.createdOn}>{formatDate(item.createdAt, locale)}</Field>
          <Field label={t.updatedOn}>{formatDate(item.updatedAt, locale)}</Field>
        </dl>
      )}
    </Frame>
  );
}

export function BusinessTypeDetailsDialog({ item, onClose, onEdit }: DetailsProps<AdminBusinessType>) {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  return (
    <Frame
      open={item !== null}
      title={item ? t.typeTitle(item.name) : t.businessType}
      description={t.typeDetails}
      onClose={onClose}
      onEdit={() => item && onEdit(item)}
    >
      {item && (
        <>
          <dl className="grid gap-3">
            <Field label={t.icon}>{item.icon}</Field>
            <Field label={t.color}>
              <Color color={item.color} />
            </Field>
            <Field label={t.descriptionHeader}>{item.description ?? '—'}</Field>
            <Field label={t.features}>
              {item.features.length === 0 ? (
                '—'
              ) : (
                <span className="flex flex-wrap gap-1">
                  {item.features.map((feature) => (
                    <Badge key={feature} variant="brand">
                      {feature}
                    </Badge>
                  ))}
                </span>
              )}
            </Field>
            <Field label={t.businesses}>{item.businessCount}</Field>
          </dl>
          <section aria-labelledby="templates-heading" className="grid gap-2">
            <h3 id="templates-heading" className="text-sm font-semibold">
              {t.menuTemplatesHeading(item.templates.length)}
            </h3>
            {item.templates.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t.noTemplates}</p>
            ) : (
              <ol className="grid gap-1.5">
                {item.templates.map((template) => (
                  <li key={template.categoryName} className="rounded-md border p-2 text-sm">
                    <span className="font-medium">
                      {template.sortOrder}. {template.categoryName}
                    </span>
                    {template.isRequired && (
                      <Badge variant="outline" className="ml-2">
                        {t.required}
                      </Badge>
                    )}
                    {template.categoryDescription && (
                      <span className="block text-xs text-muted-foreground">{template.categoryDescription}</span>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </Frame>
  );
}
