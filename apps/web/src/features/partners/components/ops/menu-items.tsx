import { OTHER_MENU_SECTION } from '@livra/shared/catalog';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNFFull } from '@livra/shared/money';
import type { PartnerMenuCategory, PartnerMenuItem } from '@livra/shared/partner-ops';
import { ImageIcon, Pencil, Plus, Search, UtensilsCrossed } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Image } from '@/components/image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { menuApi, useMenuChange } from './api';
import { ItemDialog } from './item-dialog';
import { Switch } from './switch';

interface Group {
  id: string | null;
  name: string;
  hidden: boolean;
  items: PartnerMenuItem[];
}

/** Articles grouped as customers see them; "sold out" is one tap away on each line. */
export function MenuItems({
  businessId,
  categories,
  items,
}: {
  businessId: string;
  categories: PartnerMenuCategory[];
  items: PartnerMenuItem[];
}) {
  const [editing, setEditing] = useState<PartnerMenuItem | 'new' | null>(null);
  const [newIn, setNewIn] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const availability = useMenuChange(
    ({ id, isAvailable }: { id: string; isAvailable: boolean }) => menuApi.updateItem(businessId, id, { isAvailable }),
    businessId,
  );

  const groups = useMemo(() => {
    const text = search.trim().toLocaleLowerCase('fr');
    const shown = text ? items.filter((item) => item.name.toLocaleLowerCase('fr').includes(text)) : items;
    const known = new Set(categories.map((c) => c.id));
    const list: Group[] = categories.map((c) => ({
      id: c.id,
      name: c.name,
      hidden: !c.isActive,
      items: shown.filter((i) => i.menuCategoryId === c.id),
    }));
    list.push({
      id: null,
      name: OTHER_MENU_SECTION,
      hidden: false,
      items: shown.filter((i) => !i.menuCategoryId || !known.has(i.menuCategoryId)),
    });
    return list.filter((group) => group.items.length > 0 || (!text && group.id !== null));
  }, [categories, items, search]);

  const addTo = (categoryId: string | null) => {
    setNewIn(categoryId);
    setEditing('new');
  };

  return (
    <section className="space-y-4" aria-labelledby="menu-items-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="menu-items-title" className="text-lg font-semibold">
          Articles <span className="text-muted-foreground">({items.length})</span>
        </h2>
        <Button className="h-11" onClick={() => addTo(null)}>
          <Plus aria-hidden />
          Ajouter un article
        </Button>
      </div>
      {items.length > 8 && (
        <label className="relative block">
          <span className="sr-only">Chercher un article</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Chercher un article"
            className="pl-9"
          />
        </label>
      )}
      {items.length === 0 ? (
        <EmptyState
          icon={UtensilsCrossed}
          title="Votre menu est vide"
          description="Ajoutez vos plats et produits avec leur prix et une photo : vos clients les voient aussitôt."
          action={
            <Button className="h-11" onClick={() => addTo(null)}>
              <Plus aria-hidden /> Ajouter un article
            </Button>
          }
        />
      ) : groups.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-4 text-center text-sm text-muted-foreground">
          Aucun article ne correspond à « {search} ».
        </p>
      ) : (
        groups.map((group) => (
          <div key={group.id ?? 'others'} className="overflow-hidden rounded-lg border bg-card">
            <div className="flex items-center justify-between gap-2 border-b bg-muted/50 px-4 py-2">
              <h3 className="flex min-w-0 items-center gap-2 font-semibold">
                <span className="truncate">{group.name}</span>
                {group.hidden && <Badge variant="secondary">Masquée</Badge>}
              </h3>
              {group.id && (
                <Button
                  variant="ghost"
                  className="h-11 shrink-0"
                  onClick={() => addTo(group.id)}
                  aria-label={`Ajouter un article dans « ${group.name} »`}
                >
                  <Plus aria-hidden /> <span className="hidden sm:inline">Ajouter</span>
                </Button>
              )}
            </div>
            {group.items.length === 0 ? (
              <p className="px-4 py-3 text-sm text-muted-foreground">Aucun article dans cette catégorie.</p>
            ) : (
              <ul className="divide-y">
                {group.items.map((item) => (
                  <li key={item.id} className="flex items-center gap-3 px-3 py-2 sm:px-4">
                    <Image
                      src={item.image}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 shrink-0 rounded-md"
                      fallback={<ImageIcon aria-hidden className="size-5" />}
                    />
                    <div className="min-w-0 flex-1">
                      <p
                        className={
                          item.isAvailable
                            ? 'line-clamp-2 font-medium'
                            : 'line-clamp-2 font-medium text-muted-foreground line-through'
                        }
                      >
                        {item.name}
                      </p>
                      <p className="flex flex-wrap items-center gap-1.5 text-sm tabular-nums">
                        {formatGNFFull(item.price)}
                        {item.isPopular && <Badge variant="brand">Populaire</Badge>}
                      </p>
                    </div>
                    <Switch
                      checked={item.isAvailable}
                      label={`« ${item.name} » disponible`}
                      disabled={availability.isPending && availability.variables?.id === item.id}
                      onChange={(isAvailable) =>
                        availability.mutate(
                          { id: item.id, isAvailable },
                          {
                            onSuccess: (saved) =>
                              toast.success(
                                saved.isAvailable
                                  ? `« ${saved.name} » est disponible`
                                  : `« ${saved.name} » est indisponible`,
                              ),
                            onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
                          },
                        )
                      }
                    >
                      <span className="hidden w-20 text-xs text-muted-foreground sm:inline">
                        {item.isAvailable ? 'Disponible' : 'Indisponible'}
                      </span>
                    </Switch>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-11 shrink-0"
                      aria-label={`Modifier « ${item.name} »`}
                      onClick={() => setEditing(item)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))
      )}
      <ItemDialog
        businessId={businessId}
        item={editing}
        categories={categories}
        defaultCategoryId={newIn}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
