import { MESSAGES } from '@livra/shared/messages';
import { PARTNER_OPS_TEXTS, type PartnerMenuCategory } from '@livra/shared/partner-ops';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { useMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { menuApi, menuCategoriesQuery, useMenuChange } from './api';
import { CategoryDialog } from './category-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Switch } from './switch';
import { usePartnerOpsMessage, usePartnerOpsTexts } from './texts';

/**
 * The menu's sections in the order customers see them: moved with up and down buttons (no
 * dragging on a small screen), shown or hidden, renamed, and deleted when empty.
 */
export function MenuCategories({ businessId, categories }: { businessId: string; categories: PartnerMenuCategory[] }) {
  const t = usePartnerOpsTexts();
  const message = useMessage();
  const translate = usePartnerOpsMessage();
  const showError = (error: unknown) =>
    toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PartnerMenuCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PartnerMenuCategory | null>(null);
  const reorder = useMenuChange((ids: string[]) => menuApi.reorderCategories(businessId, ids), businessId);
  const toggle = useMenuChange(
    ({ id, isActive }: { id: string; isActive: boolean }) => menuApi.updateCategory(businessId, id, { isActive }),
    businessId,
  );
  const remove = useMenuChange((id: string) => menuApi.deleteCategory(businessId, id), businessId);

  function move(index: number, by: -1 | 1) {
    const moved = categories[index];
    const swapped = categories[index + by];
    if (!moved || !swapped) return; // the first row has no "up", the last no "down"
    const reordered = [...categories];
    reordered[index] = swapped;
    reordered[index + by] = moved;
    // Shown at once; the server's answer (or the refetch after a failure) has the last word.
    queryClient.setQueryData(menuCategoriesQuery(businessId).queryKey, reordered);
    reorder.mutate(
      reordered.map((c) => c.id),
      {
        onSuccess: () =>
          toast.success(translate(PARTNER_OPS_TEXTS.categoriesReordered), { id: 'categories-reordered' }),
        onError: showError,
      },
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>{t.categories}</CardTitle>
          <CardDescription>{t.categoriesIntro}</CardDescription>
        </div>
        <Button className="h-11" onClick={() => setEditing('new')}>
          <FolderPlus aria-hidden />
          {t.newCategory}
        </Button>
      </CardHeader>
      <CardContent>
        {categories.length === 0 ? (
          <p className="rounded-md bg-muted px-3 py-4 text-center text-sm text-muted-foreground">{t.noCategories}</p>
        ) : (
          <ol className="divide-y">
            {categories.map((category, index) => (
              <li key={category.id} className="space-y-1 py-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{category.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {t.items(category.itemCount)}
                    {category.description && ` · ${category.description}`}
                  </p>
                </div>
                <div className="-ml-2 flex items-center gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-11"
                    aria-label={t.moveUp(category.name)}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-11"
                    aria-label={t.moveDown(category.name)}
                    disabled={index === categories.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Switch
                    className="ml-1 flex-1"
                    checked={category.isActive}
                    label={t.show(category.name)}
                    disabled={toggle.isPending}
                    onChange={(isActive) =>
                      toggle.mutate(
                        { id: category.id, isActive },
                        { onSuccess: () => toast.success(MESSAGES.categoryStatusUpdated), onError: showError },
                      )
                    }
                  >
                    <span className="text-xs text-muted-foreground">{category.isActive ? t.visible : t.hidden}</span>
                  </Switch>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-11"
                    aria-label={t.rename(category.name)}
                    onClick={() => setEditing(category)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-11 text-red-700 hover:bg-red-50"
                    aria-label={t.deleteNamed(category.name)}
                    onClick={() => setDeleting(category)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
      <CategoryDialog businessId={businessId} category={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={message(MESSAGES.confirmDelete)}
        description={
          deleting && deleting.itemCount > 0
            ? t.texts.categoryNotEmpty(deleting.itemCount)
            : t.categoryDeleteText(deleting?.name ?? '')
        }
        confirmLabel={t.delete}
        disabled={!deleting || deleting.itemCount > 0}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(MESSAGES.categoryDeleted);
              setDeleting(null);
            },
            onError: showError,
          })
        }
      />
    </Card>
  );
}
