import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@livra/shared/messages';
import { PARTNER_OPS_TEXTS, type PartnerMenuCategory } from '@livra/shared/partner-ops';
import { menuCategoryCreateSchema } from '@livra/shared/partner-ops-schemas';
import type { z } from '@livra/shared/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps, FormField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { menuApi, useMenuChange } from './api';
import { usePartnerOpsMessage, usePartnerOpsTexts } from './texts';

type CategoryInput = z.input<typeof menuCategoryCreateSchema>;
type Output = z.output<typeof menuCategoryCreateSchema>;

/** Creates a category (`category` = 'new') or renames one; the same rules as the server. */
export function CategoryDialog({
  businessId,
  category,
  onClose,
}: {
  businessId: string;
  category: PartnerMenuCategory | 'new' | null;
  onClose: () => void;
}) {
  const t = usePartnerOpsTexts();
  const translate = usePartnerOpsMessage();
  const existing = category && category !== 'new' ? category : null;
  const form = useForm<CategoryInput, unknown, Output>({ resolver: zodResolver(menuCategoryCreateSchema) });
  const save = useMenuChange(
    (values: Output) =>
      existing ? menuApi.updateCategory(businessId, existing.id, values) : menuApi.createCategory(businessId, values),
    businessId,
  );

  // Filled afresh each time the dialog opens, with the category it opens on.
  useEffect(() => {
    if (category) form.reset({ name: existing?.name ?? '', description: existing?.description ?? '' });
  }, [category, existing, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(translate(existing ? PARTNER_OPS_TEXTS.categorySaved : PARTNER_OPS_TEXTS.categoryCreated));
        onClose();
      },
      onError: (error) => toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) }),
    }),
  );
  const errors = form.formState.errors;
  const nameError = errors.name?.message && translate(errors.name.message);
  const descriptionError = errors.description?.message && translate(errors.description.message);

  return (
    <Dialog open={category !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{existing ? t.editCategory : t.newCategory}</DialogTitle>
          <DialogDescription>{t.categoryDialogHint}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <InputField
            id="category-name"
            label={t.name}
            error={nameError}
            maxLength={80}
            placeholder={t.categoryPlaceholder}
            {...form.register('name')}
          />
          <FormField id="category-description" label={t.optionalDescription} error={descriptionError}>
            <Textarea
              {...fieldProps('category-description', descriptionError)}
              maxLength={300}
              className="min-h-20"
              {...form.register('description')}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" className="h-11" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" className="h-11" loading={save.isPending}>
              {t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
