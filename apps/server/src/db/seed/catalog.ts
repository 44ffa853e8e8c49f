import { SEED_BUSINESSES, PARTNER_REQUESTS, type OwnerKey, type SeedBusiness } from './data';
import type { ReferenceIds } from './context';
import { coverImage, itemImage, logoImage } from './images';
import { DAY, HOUR, seedId } from './random';
import type { businesses, menuCategories, menuItems } from '../schema';

type BusinessRow = typeof businesses.$inferInsert & { id: string };
type MenuCategoryRow = typeof menuCategories.$inferInsert;
type MenuItemRow = typeof menuItems.$inferInsert & { id: string };

/** A listed business with what order generation needs. */
export interface CatalogBusiness {
  seed: SeedBusiness;
  row: BusinessRow;
  items: MenuItemRow[];
}

export interface SeedOwner {
  id: string;
  name: string;
  email: string;
  phone: string;
}

export function buildCatalog(refs: ReferenceIds, owners: Record<OwnerKey, SeedOwner>, now: Date) {
  const listed: CatalogBusiness[] = [];
  const categoryRows: MenuCategoryRow[] = [];
  const itemRows: MenuItemRow[] = [];

  for (const seed of SEED_BUSINESSES) {
    const id = seedId(`business:${seed.key}`);
    const createdAt = new Date(now.getTime() - seed.joinedDaysAgo * DAY);
    const owner = seed.owner ? owners[seed.owner] : null;
    const application =
      seed.appliedWithPlan && owner
        ? {
            requestStatus: 'approved',
            ownerName: owner.name,
            ownerEmail: owner.email,
            ownerPhone: owner.phone,
            selectedPlanId: required(refs.plans.get(seed.appliedWithPlan), seed.appliedWithPlan).id,
          }
        : {};
    const row: BusinessRow = {
      id,
      name: seed.name,
      description: seed.description,
      address: seed.address,
      region: seed.region,
      phone: seed.phone,
      email: seed.email ?? null,
      openingHours: seed.hours,
      cuisineType: seed.cuisineType ?? null,
      deliveryTime: seed.deliveryTime,
      deliveryFee: seed.deliveryFee,
      isActive: seed.isActive ?? true,
      isOpen: seed.isOpen ?? true,
      ownerId: owner?.id ?? null,
      businessTypeId: required(refs.businessTypes.get(seed.type), seed.type),
      categoryId: required(refs.categories.get(seed.category), seed.category),
      rating: seed.rating,
      reviewCount: seed.reviewCount,
      logo: logoImage(seed.key),
      coverImage: coverImage(seed.key),
      latitude: seed.position[0],
      longitude: seed.position[1],
      ...application,
      createdAt,
      updatedAt: createdAt,
    };
    const items: MenuItemRow[] = [];
    seed.menu.forEach((category, categoryIndex) => {
      const menuCategoryId = seedId(`menu-category:${seed.key}:${categoryIndex}`);
      categoryRows.push({
        id: menuCategoryId,
        businessId: id,
        name: category.name,
        description: category.description ?? null,
        sortOrder: categoryIndex + 1,
        createdAt,
        updatedAt: createdAt,
      });
      category.items.forEach((entry, itemIndex) => {
        const itemCreatedAt = new Date(createdAt.getTime() + (categoryIndex * 10 + itemIndex) * HOUR);
        items.push({
          id: seedId(`menu-item:${seed.key}:${categoryIndex}:${itemIndex}`),
          businessId: id,
          menuCategoryId,
          name: entry.name,
          description: entry.description,
          price: entry.price,
          image: itemImage(entry.image),
          isAvailable: !entry.unavailable,
          isPopular: entry.popular ?? false,
          createdAt: itemCreatedAt,
          updatedAt: itemCreatedAt,
        });
      });
    });
    itemRows.push(...items);
    listed.push({ seed, row, items });
  }

  const requestRows: BusinessRow[] = PARTNER_REQUESTS.map((request) => {
    const createdAt = new Date(now.getTime() - request.daysAgo * DAY);
    const plan = required(refs.plans.get(request.planName), request.planName);
    return {
      id: seedId(`business:${request.key}`),
      name: request.name,
      description: request.description,
      address: request.address,
      region: request.region,
      phone: request.ownerPhone,
      email: request.ownerEmail,
      businessTypeId: required(refs.businessTypes.get(request.type), request.type),
      isActive: false,
      isOpen: false,
      requestStatus: request.status,
      requestNotes: request.requestNotes ?? null,
      adminNotes: request.adminNotes ?? null,
      ownerName: request.ownerName,
      ownerEmail: request.ownerEmail,
      ownerPhone: request.ownerPhone,
      selectedPlanId: plan.id,
      createdAt,
      updatedAt: request.status === 'pending' ? createdAt : new Date(createdAt.getTime() + DAY),
    };
  });

  return { listed, categoryRows, itemRows, requestRows };
}

export function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`Donnée de référence manquante (migration 0002) : ${name}`);
  return value;
}
