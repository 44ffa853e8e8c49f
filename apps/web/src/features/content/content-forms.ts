import {
  adminBusinessTypeCreateSchema,
  adminCategoryCreateSchema,
  type AdminBusinessType,
  type AdminBusinessTypeCreate,
  type AdminCategory,
  type AdminCategoryCreate,
} from '@livra/shared/admin-content';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@livra/shared/zod';

/**
 * The add / edit forms of the content page. Their fields are text as typed; the body is checked
 * with the API's own schema (packages/shared), so the form says exactly what the server would.
 */

/** A resolver that turns the form's text into the body, checks it, and puts each message on its field. */
function bodyResolver<Values extends FieldValues, Body>(
  schema: z.ZodType<Body>,
  toBody: (values: Values) => unknown,
  fieldOf: (path: PropertyKey[]) => string = (path) => path.map(String).join('.'),
): Resolver<Values, unknown, Body> {
  return async (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const keys = fieldOf(issue.path).split('.');
      let node = errors;
      keys.slice(0, -1).forEach((key, index) => {
        node[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
        node = node[key] as Record<string, unknown>;
      });
      const last = keys.at(-1) ?? 'root';
      node[last] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

// --- Category ------------------------------------------------------------------------------

export interface CategoryFormValues {
  name: string;
  icon: string;
  color: string;
  link: string;
  description: string;
  /** The stored image's address; emptied when the admin removes it. */
  image: string;
  isActive: boolean;
}

export const emptyCategoryForm = (): CategoryFormValues => ({
  name: '',
  icon: 'tag',
  color: '#EA580C',
  link: '',
  description: '',
  image: '',
  isActive: true,
});

export const categoryFormFrom = (category: AdminCategory): CategoryFormValues => ({
  name: category.name,
  icon: category.icon,
  color: category.color,
  link: category.link ?? '',
  description: category.description ?? '',
  image: category.image ?? '',
  isActive: category.isActive,
});

export const categoryResolver = bodyResolver<CategoryFormValues, AdminCategoryCreate>(
  adminCategoryCreateSchema,
  (values) => values,
);

// --- Business type -------------------------------------------------------------------------

export interface TemplateFormValues {
  categoryName: string;
  categoryDescription: string;
  sortOrder: string;
  isRequired: boolean;
}

export interface BusinessTypeFormValues {
  name: string;
  icon: string;
  color: string;
  description: string;
  /** Comma-separated, as typed. */
  features: string;
  templates: TemplateFormValues[];
}

export const emptyTemplate = (order: number): TemplateFormValues => ({
  categoryName: '',
  categoryDescription: '',
  sortOrder: String(order),
  isRequired: false,
});

export const emptyBusinessTypeForm = (): BusinessTypeFormValues => ({
  name: '',
  icon: 'store',
  color: '#EA580C',
  description: '',
  features: '',
  templates: [],
});

export const businessTypeFormFrom = (type: AdminBusinessType): BusinessTypeFormValues => ({
  name: type.name,
  icon: type.icon,
  color: type.color,
  description: type.description ?? '',
  features: type.features.join(', '),
  templates: type.templates.map((template) => ({
    categoryName: template.categoryName,
    categoryDescription: template.categoryDescription ?? '',
    sortOrder: String(template.sortOrder),
    isRequired: template.isRequired,
  })),
});

const orderOf = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export const businessTypeResolver = bodyResolver<BusinessTypeFormValues, AdminBusinessTypeCreate>(
  adminBusinessTypeCreateSchema,
  (values) => ({
    name: values.name,
    icon: values.icon,
    color: values.color,
    description: values.description,
    features: values.features
      .split(',')
      .map((feature) => feature.trim())
      .filter(Boolean),
    templates: values.templates.map((template) => ({ ...template, sortOrder: orderOf(template.sortOrder) })),
  }),
  // A feature's message goes under the one text field that holds them all.
  (path) => (path[0] === 'features' ? 'features' : path.map(String).join('.')),
);
