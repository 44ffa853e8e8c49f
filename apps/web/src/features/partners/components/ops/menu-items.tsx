import { MESSAGES } from '@livra/shared/messages';
import { LOCALE_TAGS } from '@livra/shared/locale';
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
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { menuApi, useMenuChange } from './api';
import { ItemDialog } from './item-dialog';
import { Switch } from './switch';
import { usePartnerOpsMessage, usePartnerOpsTexts } from './texts';

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
  const t = usePartnerOpsTexts();
  const translate = usePartnerOpsMessage();
  const locale = useLocale();
  const [editing, setEditing] = useState<PartnerMenuItem | 'new' | null>(null);
  const [newIn, setNewIn] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const availability = useMenuChange(
    ({ id, isAvailable }: { id: string; isAvailable: boolean }) => menuApi.updateItem(businessId, id, { isAvailable }),
    businessId,
  );

  const groups = useMemo(() => {
    const tag = LOCALE_TAGS[locale];
    const text = search.trim().toLocaleLowerCase(tag);
    const shown = text ? items.filter((item) => item.name.toLocaleLowerCase(tag).includes(text)) : items;
    const known = new Set(categories.map((c) => c.id));
    const list: Group[] = categories.map((c) => ({
      id: c.id,
      name: c.name,
      hidden: !c.isActive,
      items: shown.filter((i) => i.menuCategoryId === c.id),
    }));
    list.push({
      id: null,
      name: t.otherSection,
      hidden: false,
      items: shown.filter((i) => !i.menuCategoryId || !known.has(i.menuCategoryId)),
    });
    return list.filter((group) => group.items.length > 0 || (!text && group.id !== null));
  }, [categories, items, search, locale, t.otherSection]);

  const addTo = (categoryId: string | null) => {
    setNewIn(categoryId);
    setEditing('new');
  };

  return (
    <section className="space-y-4" aria-labelledby="menu-items-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="menu-items-title" className="text-lg font-semibold">
          {t.itemsTitle} <span className="text-muted-foreground">({items.length})</span>
        </h2>
        <Button className="h-11" onClick={() => addTo(null)}>
          <Plus aria-hidden />
          {t.addItem}
        </Button>
      </div>
      {items.length > 8 && (
        <label className="relative block">
          <span className="sr-only">{t.searchItem}</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t.searchItem}
            className="pl-9"
          />
        </label>
      )}
      {items.length === 0 ? (
        <EmptyState
          icon={UtensilsCrossed}
          title={t.emptyMenu}
          description={t.emptyMenuHint}
          action={
            <Button className="h-11" onClick={() => addTo(null)}>
              <Plus aria-hidden /> {t.addItem}
            </Button>
          }
        />
      ) : groups.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-4 text-center text-sm text-muted-foreground">
          {t.noItemMatch(search)}
        </p>
      ) : (
        groups.map((group) => (
          <div key={group.id ?? 'others'} className="overflow-hidden rounded-lg border bg-card">
            <div className="flex items-center justify-between gap-2 border-b bg-muted/50 px-4 py-2">
              <h3 className="flex min-w-0 items-center gap-2 font-semibold">
                <span className="truncate">{group.name}</span>
                {group.hidden && <Badge variant="secondary">{t.hidden}</Badge>}
              </h3>
              {group.id && (
                <Button
                  variant="ghost"
                  className="h-11 shrink-0"
                  onClick={() => addTo(group.id)}
                  aria-label={t.addItemIn(group.name)}
                >
                  <Plus aria-hidden /> <span className="hidden sm:inline">{t.add}</span>
                </Button>
              )}
            </div>
            {group.items.length === 0 ? (
              <p className="px-4 py-3 text-sm text-muted-foreground">{t.noItemInCategory}</p>
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
                        {formatGNFFull(item.price, locale)}
                        {item.isPopular && <Badge variant="brand">{t.popular}</Badge>}
                      </p>
                    </div>
                    <Switch
                      checked={item.isAvailable}
                      label={t.itemAvailable(item.name)}
                      disabled={availability.isPending && availability.variables?.id === item.id}
                      onChange={(isAvailable) =>
                        availability.mutate(
                          { id: item.id, isAvailable },
                          {
                            onSuccess: (saved) =>
                              toast.success(
                                saved.isAvailable ? t.nowAvailable(saved.name) : t.nowUnavailable(saved.name),
                              ),
                            onError: (error) =>
                              toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) }),
                          },
                        )
                      }
                    >
                      <span className="hidden w-20 text-xs text-muted-foreground sm:inline">
                        {item.isAvailable ? t.available : t.unavailable}
                      </span>
                    </Switch>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-11 shrink-0"
                      aria-label={t.editNamed(item.name)}
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
