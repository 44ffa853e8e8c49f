import type { AdminBusinessType, AdminCategory } from '@livra/shared/admin-content';
import { formatDate } from '@livra/shared/dates';
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
            Fermer
          </Button>
          <Button className="h-11" onClick={onEdit}>
            Modifier
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function CategoryDetailsDialog({ item, onClose, onEdit }: DetailsProps<AdminCategory>) {
  return (
    <Frame
      open={item !== null}
      title={item ? `Catégorie « ${item.name} »` : 'Catégorie'}
      description="Détails de la catégorie telle que les clients la voient."
      onClose={onClose}
      onEdit={() => item && onEdit(item)}
    >
      {item && (
        <dl className="grid gap-3">
          {item.image && (
            <img src={item.image} alt="" className="h-28 w-full rounded-lg border object-cover" loading="lazy" />
          )}
          <Field label="Statut">
            <ActiveBadge isActive={item.isActive} />
          </Field>
          <Field label="Icône">{item.icon}</Field>
          <Field label="Couleur">
            <Color color={item.color} />
          </Field>
          <Field label="Lien">{item.link ?? 'Sa propre page'}</Field>
          <Field label="Description">{item.description ?? '—'}</Field>
          <Field label="Commerces">{item.businessCount}</Field>
          <Field label="Créée le">{formatDate(item.createdAt)}</Field>
          <Field label="Modifiée le">{formatDate(item.updatedAt)}</Field>
        </dl>
      )}
    </Frame>
  );
}

export function BusinessTypeDetailsDialog({ item, onClose, onEdit }: DetailsProps<AdminBusinessType>) {
  return (
    <Frame
      open={item !== null}
      title={item ? `Type de commerce « ${item.name} »` : 'Type de commerce'}
      description="Détails du type et les catégories de menu avec lesquelles démarrent ses nouveaux commerces."
      onClose={onClose}
      onEdit={() => item && onEdit(item)}
    >
      {item && (
        <>
          <dl className="grid gap-3">
            <Field label="Icône">{item.icon}</Field>
            <Field label="Couleur">
              <Color color={item.color} />
            </Field>
            <Field label="Description">{item.description ?? '—'}</Field>
            <Field label="Caractéristiques">
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
            <Field label="Commerces">{item.businessCount}</Field>
          </dl>
          <section aria-labelledby="templates-heading" className="grid gap-2">
            <h3 id="templates-heading" className="text-sm font-semibold">
              Modèles de menu ({item.templates.length})
            </h3>
            {item.templates.length === 0 ? (
              <p className="text-sm text-muted-foreground">Aucun : les nouveaux commerces démarrent sans catégorie.</p>
            ) : (
              <ol className="grid gap-1.5">
                {item.templates.map((template) => (
                  <li key={template.categoryName} className="rounded-md border p-2 text-sm">
                    <span className="font-medium">
                      {template.sortOrder}. {template.categoryName}
                    </span>
                    {template.isRequired && (
                      <Badge variant="outline" className="ml-2">
                        Obligatoire
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
