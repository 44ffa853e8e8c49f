import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, money, searchColumn, searchText, updatedAt } from './columns';
import { subscriptionPlans } from './subscriptions';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Opening hours per weekday, `HH:mm` local time (Africa/Conakry); `null` or missing = closed that day. */
export type OpeningHours = Partial<Record<Weekday, { open: string; close: string } | null>>;

/** Integer ids 1–8 (the spec parses a business type id as an integer); rows come from migration 0002. */
export const businessTypes = pgTable('business_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  /** A lucide icon name in kebab-case, e.g. `utensils`. */
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  description: text('description'),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Menu categories a new business of a type starts with. */
export const businessTypeMenuTemplates = pgTable(
  'business_type_menu_templates',
  {
    id: id(),
    businessTypeId: integer('business_type_id').notNull(),
    categoryName: text('category_name').notNull(),
    categoryDescription: text('category_description'),
    sortOrder: integer('sort_order').notNull().default(0),
    isRequired: boolean('is_required').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'business_type_menu_templates_business_type_id_fk',
      columns: [t.businessTypeId],
      foreignColumns: [businessTypes.id],
    }).onDelete('cascade'),
    index('business_type_menu_templates_type_idx').on(t.businessTypeId, t.sortOrder),
  ],
);

/** Browse categories ("Fast-food", "Cuisine guinéenne", "Médicaments"…); rows come from migration 0002. */
export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  /** Where the category leads (a page of the site, e.g. `/restaurants?type=1`); null: its own page. */
  link: text('link'),
  description: text('description'),
  image: text('image'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  nameSearch: searchColumn('name_search', 'name'),
});

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address'),
    region: text('region').notNull().default('Conakry'),
    phone: text('phone'),
    email: text('email'),
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    cuisineType: text('cuisine_type'),
    deliveryTime: text('delivery_time').notNull().default('30-45 min'),
    deliveryFee: money('delivery_fee').notNull().default(5000),
    isActive: boolean('is_active').notNull().default(true),
    isOpen: boolean('is_open').notNull().default(true),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    businessTypeId: integer('business_type_id').references(() => businessTypes.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    totalOrders: integer('total_orders').notNull().default(0),
    totalRevenue: money('total_revenue').notNull().default(0),
    logo: text('logo'),
    coverImage: text('cover_image'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Partner applications only: pending, approved or rejected; null for businesses added directly. */
    requestStatus: text('request_status'),
    requestNotes: text('request_notes'),
    adminNotes: text('admin_notes'),
    ownerName: text('owner_name'),
    ownerEmail: text('owner_email'),
    ownerPhone: text('owner_phone'),
    /** Partner applications: the language the applicant applied in, for their e-mails and their account. */
    applicantLocale: text('applicant_locale').notNull().default('fr'),
    selectedPlanId: uuid('selected_plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What search reads (lower-case, no accents), written with the row.
    nameSearch: searchColumn('name_search', 'name'),
    descriptionSearch: searchColumn('description_search', 'description'),
    cuisineTypeSearch: searchColumn('cuisine_type_search', 'cuisine_type'),
    addressSearch: searchColumn('address_search', 'address'),
  },
  (t) => [
    index('businesses_owner_id_idx').on(t.ownerId),
    index('businesses_business_type_id_idx').on(t.businessTypeId),
    index('businesses_category_id_idx').on(t.categoryId),
    index('businesses_active_rating_idx').on(t.isActive, t.rating.desc().nullsFirst()),
    index('businesses_request_status_idx').on(t.requestStatus),
    index('businesses_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // The search columns (`*_search`) have no index: search reads them once into memory
    // (decision 016). These are for the back-office and booking lookups by name or address
    // (`searchText(businesses.name) like …` in other modules).
    index('businesses_name_trgm_idx').using('gin', sql`${searchText(t.name)} gin_trgm_ops`),
    index('businesses_address_trgm_idx').using('gin', sql`${searchText(t.address)} gin_trgm_ops`),
    check('businesses_delivery_fee_check', sql`${t.deliveryFee} >= 0`),
  ],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_categories_business_id_idx').on(t.businessId, t.sortOrder)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    menuCategoryId: uuid('menu_category_id').references(() => menuCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price').notNull(),
    image: text('image'),
    isAvailable: boolean('is_available').notNull().default(true),
    isPopular: boolean('is_popular').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What search reads (lower-case, no accents), written with the row.
    nameSearch: searchColumn('name_search', 'name'),
    descriptionSearch: searchColumn('description_search', 'description'),
  },
  (t) => [
    index('menu_items_business_id_idx').on(t.businessId),
    index('menu_items_menu_category_id_idx').on(t.menuCategoryId),
    check('menu_items_price_check', sql`${t.price} >= 0`),
  ],
);

export type BusinessType = typeof businessTypes.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Business = typeof businesses.$inferSelect;
export type MenuCategory = typeof menuCategories.$inferSelect;
export type MenuItem = typeof menuItems.$inferSelect;
