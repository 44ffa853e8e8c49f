import { zodResolver } from '@hookform/resolvers/zod';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, UPLOAD_MESSAGES } from '@livra/shared/customers';
import { MESSAGES } from '@livra/shared/messages';
import { PARTNER_OPS_TEXTS, type PartnerMenuCategory, type PartnerMenuItem } from '@livra/shared/partner-ops';
import { menuItemCreateSchema } from '@livra/shared/partner-ops-schemas';
import { z } from '@livra/shared/zod';
import { Camera, ImageIcon, Trash2 } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldProps, FormField, InputField } from '@/components/form-field';
import { Image } from '@/components/image';
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
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { useMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { menuApi, useMenuChange } from './api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Switch } from './switch';
import { usePartnerMessage } from '../../texts';
import { usePartnerOpsMessage, usePartnerOpsTexts } from './texts';

interface FormValues {
  name: string;
  description: string;
  price: string;
  menuCategoryId: string;
  isAvailable: boolean;
  isPopular: boolean;
}

/** `15 000`, `15000` → 15000; anything else is left for the shared rule to refuse in French. */
const toPrice = (text: string) =>
  /^\d[\d\s\u00a0\u202f]*$/.test(text.trim()) ? Number(text.replace(/\D/g, '')) : text.trim() ? Number.NaN : undefined;

/** The form's text fields, checked by the same schema as the server, messages put back on the fields. */
const formSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    price: z.string(),
    menuCategoryId: z.string(),
    isAvailable: z.boolean(),
    isPopular: z.boolean(),
  })
  .transform((values, ctx) => {
    const parsed = menuItemCreateSchema.safeParse({
      ...values,
      price: toPrice(values.price),
      menuCategoryId: values.menuCategoryId || null,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

interface ItemDialogProps {
  businessId: string;
  /** The article to edit, 'new' to add one, null when closed. */
  item: PartnerMenuItem | 'new' | null;
  categories: PartnerMenuCategory[];
  /** The category a new article starts in. */
  defaultCategoryId?: string | null;
  onClose: () => void;
}

export function ItemDialog({ businessId, item, categories, defaultCategoryId, onClose }: ItemDialogProps) {
  const t = usePartnerOpsTexts();
  const translate = usePartnerOpsMessage();
  const message = useMessage();
  const uploadCheck = usePartnerMessage();
  const existing = item && item !== 'new' ? item : null;
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({ resolver: zodResolver(formSchema) });
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const remove = useMenuChange((id: string) => menuApi.deleteItem(businessId, id), businessId);
  const save = useMenuChange(async (values: z.output<typeof formSchema>) => {
    const saved = existing
      ? await menuApi.updateItem(businessId, existing.id, values)
      : await menuApi.createItem(businessId, values);
    if (!photo) return saved;
    try {
      return await menuApi.uploadPhoto(businessId, saved.id, photo.file);
    } catch (error) {
      // The article is saved; only its picture is missing.
      toast.error(MESSAGES.errorTitle, {
        description: t.photoNotSent(translate(errorMessage(error))),
      });
      return saved;
    }
  }, businessId);

  // Filled afresh each time the dialog opens, with the article it opens on; the other inputs
  // (categories, default category) are read at that moment only, hence an effect event.
  const fill = useEffectEvent(() => {
    setPhoto(null);
    form.reset({
      name: existing?.name ?? '',
      description: existing?.description ?? '',
      price: existing ? String(existing.price) : '',
      menuCategoryId: existing ? (existing.menuCategoryId ?? '') : (defaultCategoryId ?? categories[0]?.id ?? ''),
      isAvailable: existing?.isAvailable ?? true,
      isPopular: existing?.isPopular ?? false,
    });
  });
  useEffect(() => {
    if (item) fill();
  }, [item]);
  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.preview)), [photo]);

  function pick(file: File | undefined) {
    if (!file) return;
    const refusal = !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)
      ? UPLOAD_MESSAGES.fileType
      : file.size > IMAGE_UPLOAD_MAX_BYTES
        ? UPLOAD_MESSAGES.fileTooLarge
        : null;
    if (refusal) toast.error(MESSAGES.errorTitle, { description: uploadCheck(refusal) });
    else setPhoto({ file, preview: URL.createObjectURL(file) });
  }

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(translate(existing ? PARTNER_OPS_TEXTS.itemSaved : PARTNER_OPS_TEXTS.itemCreated));
        onClose();
      },
      onError: (error) => toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) }),
    }),
  );
  const frenchErrors = form.formState.errors;
  // The shared schema's checks are French: shown in the chosen language.
  const error = (name: keyof FormValues) => {
    const text = frenchErrors[name]?.message;
    return text && translate(text);
  };

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{existing ? t.editItem : t.newItem}</DialogTitle>
          <DialogDescription>{t.itemDialogHint}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="flex items-center gap-3">
            <Image
              src={photo?.preview ?? existing?.image}
              alt={t.itemPhoto}
              className="size-20 shrink-0 rounded-lg border"
              fallback={<ImageIcon aria-hidden className="size-6" />}
            />
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_UPLOAD_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <div className="space-y-1">
              <Button type="button" variant="outline" className="h-11" onClick={() => fileInput.current?.click()}>
                <Camera aria-hidden />
                {photo || existing?.image ? t.changePhoto : t.addPhoto}
              </Button>
              <p className="text-xs text-muted-foreground">{t.imageFormats}</p>
            </div>
          </div>
          <InputField
            id="item-name"
            label={t.name}
            error={error('name')}
            maxLength={120}
            placeholder={t.itemPlaceholder}
            {...form.register('name')}
          />
          <FormField id="item-description" label={t.optionalDescription} error={error('description')}>
            <Textarea
              {...fieldProps('item-description', error('description'))}
              maxLength={500}
              className="min-h-20"
              {...form.register('description')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              id="item-price"
              label={t.price}
              error={error('price')}
              inputMode="numeric"
              placeholder="25000"
              {...form.register('price')}
            />
            <FormField id="item-category" label={t.category} error={error('menuCategoryId')}>
              <Select {...fieldProps('item-category', error('menuCategoryId'))} {...form.register('menuCategoryId')}>
                <option value="">{t.noCategory}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                    {category.isActive ? '' : t.hiddenSuffix}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <div className="flex flex-wrap gap-x-6">
            <Controller
              control={form.control}
              name="isAvailable"
              render={({ field }) => (
                <Switch checked={field.value} onChange={field.onChange} label={t.available}>
                  {t.available}
                </Switch>
              )}
            />
            <Controller
              control={form.control}
              name="isPopular"
              render={({ field }) => (
                <Switch checked={field.value} onChange={field.onChange} label={t.popular}>
                  {t.popular}
                </Switch>
              )}
            />
          </div>
          <DialogFooter className="sm:justify-between">
            {existing ? (
              <Button
                type="button"
                variant="ghost"
                className="h-11 text-red-700 hover:bg-red-50"
                onClick={() => setConfirmDelete(true)}
              >
                <Trash2 aria-hidden />
                {t.delete}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" className="h-11" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" className="h-11" loading={save.isPending}>
                {t.save}
              </Button>
            </div>
          </DialogFooter>
        </form>
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={message(MESSAGES.confirmDelete)}
          description={t.itemDeleteText(existing?.name ?? '')}
          confirmLabel={t.delete}
          pending={remove.isPending}
          onConfirm={() =>
            // Only an existing item offers deletion, so `existing` is always there when this runs.
            existing &&
            remove.mutate(existing.id, {
              onSuccess: () => {
                toast.success(translate(PARTNER_OPS_TEXTS.itemDeleted));
                setConfirmDelete(false);
                onClose();
              },
              onError: (error) => toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) }),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
