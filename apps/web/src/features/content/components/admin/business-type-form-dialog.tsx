import type { AdminBusinessType, AdminBusinessTypeCreate } from '@livra/shared/admin-content';
import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_CONTENT_UI } from '@livra/shared/ui/admin-content';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
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
import { useSaveBusinessType } from '../../admin-api';
import {
  businessTypeFormFrom,
  businessTypeResolver,
  emptyBusinessTypeForm,
  emptyTemplate,
  type BusinessTypeFormValues,
} from '../../content-forms';
import { ColorField } from './color-field';

/** `'new'` opens the add dialog; a type opens the edit dialog on it; null closes it. */
export type BusinessTypeDialogTarget = 'new' | AdminBusinessType | null;

export function BusinessTypeFormDialog({ target, onClose }: { target: BusinessTypeDialogTarget; onClose: () => void }) {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  const type = target && target !== 'new' ? target : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{type ? t.editType : t.addType}</DialogTitle>
          <DialogDescription>{t.typeFormText}</DialogDescription>
        </DialogHeader>
        {target !== null && <BusinessTypeForm key={type?.id ?? 'new'} type={type} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function BusinessTypeForm({ type, onDone }: { type: AdminBusinessType | null; onDone: () => void }) {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  const form = useForm<BusinessTypeFormValues, unknown, AdminBusinessTypeCreate>({
    resolver: businessTypeResolver,
    defaultValues: type ? businessTypeFormFrom(type) : emptyBusinessTypeForm(),
  });
  const templates = useFieldArray({ control: form.control, name: 'templates' });
  const save = useSaveBusinessType();
  const errors = form.formState.errors;
  const { register } = form;

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: type?.id, body },
      {
        onSuccess: () => {
          toast.success(type ? MESSAGES.businessTypeUpdated : MESSAGES.businessTypeCreated);
          onDone();
        },
        onError: (error) =>
          toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.contentSaveError) }),
      },
    ),
  );

  const nextOrder = () =>
    Math.max(0, ...form.getValues('templates').map((template) => Number(template.sortOrder) || 0)) + 1;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid min-w-0 grid-cols-1 gap-4"
      aria-label={type ? t.editType : t.newType}
    >
      <InputField
        id="type-name"
        label={t.nameRequired}
        error={errors.name?.message}
        maxLength={60}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="type-icon"
          label={t.icon}
          hint={t.typeIconHint}
          error={errors.icon?.message}
          autoCapitalize="none"
          {...register('icon')}
        />
        <ColorField
          id="type-color"
          error={errors.color?.message}
          value={form.watch('color')}
          registration={register('color')}
          onPick={(color) => form.setValue('color', color, { shouldValidate: form.formState.isSubmitted })}
        />
      </div>
      <FormField id="type-description" label={t.descriptionHeader} error={errors.description?.message}>
        <Textarea
          {...fieldProps('type-description', errors.description?.message)}
          maxLength={500}
          {...register('description')}
        />
      </FormField>
      <InputField
        id="type-features"
        label={t.features}
        hint={t.featuresHint}
        error={errors.features?.message}
        {...register('features')}
      />

      <fieldset className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-semibold">{t.menuTemplatesHeading(templates.fields.length)}</legend>
        {errors.templates?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errors.templates.message}
          </p>
        )}
        {templates.fields.length === 0 && <p className="text-sm text-muted-foreground">{t.noTemplatesYet}</p>}
        <ol className="grid min-w-0 grid-cols-1 gap-3">
          {templates.fields.map((field, index) => {
            const fieldErrors = errors.templates?.[index];
            const id = (name: string) => `template-${index}-${name}`;
            return (
              <li key={field.id} className="grid min-w-0 grid-cols-1 gap-3 rounded-md border bg-muted/40 p-3">
                <div className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_6rem]">
                  <InputField
                    id={id('name')}
                    label={t.menuCategoryRequired(index + 1)}
                    error={fieldErrors?.categoryName?.message}
                    maxLength={80}
                    {...register(`templates.${index}.categoryName`)}
                  />
                  <InputField
                    id={id('order')}
                    label={t.order}
                    inputMode="numeric"
                    error={fieldErrors?.sortOrder?.message}
                    {...register(`templates.${index}.sortOrder`)}
                  />
                </div>
                <InputField
                  id={id('description')}
                  label={t.descriptionHeader}
                  error={fieldErrors?.categoryDescription?.message}
                  maxLength={300}
                  {...register(`templates.${index}.categoryDescription`)}
                />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-600"
                      {...register(`templates.${index}.isRequired`)}
                    />
                    {t.required}
                  </label>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => templates.remove(index)}
                    aria-label={t.removeMenuCategory(index + 1)}
                  >
                    <Trash2 aria-hidden /> {t.remove}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <Button type="button" variant="outline" onClick={() => templates.append(emptyTemplate(nextOrder()))}>
          <Plus aria-hidden /> {t.addMenuCategory}
        </Button>
      </fieldset>

      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={onDone} disabled={save.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" className="h-11" loading={save.isPending}>
          {type ? t.save : t.addTheType}
        </Button>
      </DialogFooter>
    </form>
  );
}
