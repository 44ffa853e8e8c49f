import { IMAGE_UPLOAD_MAX_BYTES } from '@livra/shared/customers';
import type { AdminCategory, AdminCategoryCreate } from '@livra/shared/admin-content';
import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_CONTENT_UI } from '@livra/shared/ui/admin-content';
import { useState } from 'react';
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
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSaveCategory } from '../../admin-api';
import { categoryFormFrom, categoryResolver, emptyCategoryForm, type CategoryFormValues } from '../../content-forms';
import { ColorField } from './color-field';

/** `'new'` opens the add dialog; a category opens the edit dialog on it; null closes it. */
export type CategoryDialogTarget = 'new' | AdminCategory | null;

export function CategoryFormDialog({ target, onClose }: { target: CategoryDialogTarget; onClose: () => void }) {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  const category = target && target !== 'new' ? target : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{category ? t.editCategory : t.addCategory}</DialogTitle>
          <DialogDescription>{t.categoryFormText}</DialogDescription>
        </DialogHeader>
        {target !== null && <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  const form = useForm<CategoryFormValues, unknown, AdminCategoryCreate>({
    resolver: categoryResolver,
    defaultValues: category ? categoryFormFrom(category) : emptyCategoryForm(),
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const save = useSaveCategory();
  const errors = form.formState.errors;
  const { register } = form;
  const [image, isActive] = form.watch(['image', 'isActive']);

  const submit = form.handleSubmit((body) => {
    if (fileError) return;
    save.mutate(
      { id: category?.id, body, file },
      {
        onSuccess: () => {
          toast.success(category ? MESSAGES.categoryUpdated : MESSAGES.categoryCreated);
          onDone();
        },
        onError: (error) =>
          toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.contentSaveError) }),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={category ? t.editCategory : t.newCategory}>
      <InputField
        id="category-name"
        label={t.nameRequired}
        error={errors.name?.message}
        maxLength={60}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="category-icon"
          label={t.icon}
          hint={t.categoryIconHint}
          error={errors.icon?.message}
          autoCapitalize="none"
          {...register('icon')}
        />
        <ColorField
          id="category-color"
          error={errors.color?.message}
          value={form.watch('color')}
          registration={register('color')}
          onPick={(color) => form.setValue('color', color, { shouldValidate: form.formState.isSubmitted })}
        />
      </div>
      <InputField
        id="category-link"
        label={t.link}
        hint={t.linkHint}
        error={errors.link?.message}
        autoCapitalize="none"
        {...register('link')}
      />
      <FormField id="category-description" label={t.descriptionHeader} error={errors.description?.message}>
        <Textarea
          {...fieldProps('category-description', errors.description?.message)}
          maxLength={500}
          {...register('description')}
        />
      </FormField>
      <FormField id="category-image" label={t.image} error={fileError ?? errors.image?.message} hint={t.imageHint}>
        {image && !file && (
          <div className="flex items-center gap-3">
            <img src={image} alt={t.currentImage} className="size-14 rounded-md border object-cover" />
            <Button type="button" variant="outline" onClick={() => form.setValue('image', '')}>
              {t.removeImage}
            </Button>
          </div>
        )}
        <input
          {...fieldProps('category-image', fileError)}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="text-sm file:mr-3 file:h-10 file:rounded-md file:border file:bg-card file:px-3 file:font-semibold"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFileError(chosen && chosen.size > IMAGE_UPLOAD_MAX_BYTES ? t.upload.fileTooLarge : undefined);
            setFile(chosen);
          }}
        />
      </FormField>
      <label className="flex min-h-11 items-center gap-3 rounded-lg border p-3 text-sm">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={isActive}
          onChange={(event) => form.setValue('isActive', event.target.checked)}
        />
        <span>
          <span className="block font-semibold">{t.activeFeminine}</span>
          <span className="block text-xs text-muted-foreground">{t.activeHint}</span>
        </span>
      </label>
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={onDone} disabled={save.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" className="h-11" loading={save.isPending}>
          {category ? t.save : t.addTheCategory}
        </Button>
      </DialogFooter>
    </form>
  );
}
