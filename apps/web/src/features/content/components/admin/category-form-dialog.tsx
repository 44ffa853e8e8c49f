import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@livra/shared/customers';
import type { AdminCategory, AdminCategoryCreate } from '@livra/shared/admin-content';
import { MESSAGES } from '@livra/shared/messages';
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
import { toast } from '@/lib/toast';
import { useSaveCategory } from '../../admin-api';
import { categoryFormFrom, categoryResolver, emptyCategoryForm, type CategoryFormValues } from '../../content-forms';
import { ColorField } from './color-field';

/** `'new'` opens the add dialog; a category opens the edit dialog on it; null closes it. */
export type CategoryDialogTarget = 'new' | AdminCategory | null;

export function CategoryFormDialog({ target, onClose }: { target: CategoryDialogTarget; onClose: () => void }) {
  const category = target && target !== 'new' ? target : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{category ? 'Modifier la catégorie' : 'Ajouter une catégorie'}</DialogTitle>
          <DialogDescription>
            Les changements sont visibles aussitôt sur l’accueil, la page Catégories et les filtres.
          </DialogDescription>
        </DialogHeader>
        {target !== null && <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
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
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={category ? 'Modifier la catégorie' : 'Nouvelle catégorie'}
    >
      <InputField id="category-name" label="Nom *" error={errors.name?.message} maxLength={60} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="category-icon"
          label="Icône"
          hint="Nom d’icône, par exemple soup, flame, fish"
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
        label="Lien"
        hint="Facultatif : une page du site, par exemple /restaurants?type=1"
        error={errors.link?.message}
        autoCapitalize="none"
        {...register('link')}
      />
      <FormField id="category-description" label="Description" error={errors.description?.message}>
        <Textarea
          {...fieldProps('category-description', errors.description?.message)}
          maxLength={500}
          {...register('description')}
        />
      </FormField>
      <FormField
        id="category-image"
        label="Image"
        error={fileError ?? errors.image?.message}
        hint="JPG, PNG, WebP ou GIF, 5 Mo au plus"
      >
        {image && !file && (
          <div className="flex items-center gap-3">
            <img src={image} alt="Visuel actuel de la catégorie" className="size-14 rounded-md border object-cover" />
            <Button type="button" variant="outline" onClick={() => form.setValue('image', '')}>
              Retirer l’image
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
            setFileError(chosen && chosen.size > IMAGE_UPLOAD_MAX_BYTES ? UPLOAD_MESSAGES.fileTooLarge : undefined);
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
          <span className="block font-semibold">Active</span>
          <span className="block text-xs text-muted-foreground">Visible des clients dans le catalogue</span>
        </span>
      </label>
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={onDone} disabled={save.isPending}>
          Annuler
        </Button>
        <Button type="submit" className="h-11" loading={save.isPending}>
          {category ? 'Enregistrer' : 'Ajouter la catégorie'}
        </Button>
      </DialogFooter>
    </form>
  );
}
