import { CATALOG_TEXTS, type NewPartner, type NewPartnerResult } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { businesses, businessTypes, partnerProfiles } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { badRequest } from '@/lib/errors';
import { createMenuFromTemplates } from '@/modules/catalog/menu-templates.service';
import { hashPassword, insertAccount } from './accounts.service';

/**
 * « Ajouter un Partenaire » (spec 02 §7 create-partner sequence), in ONE transaction: the partner
 * account with the password the admin chose, their profile, their business (listed, owned) and
 * its menu categories from the type's templates, and the audit entry. The admin gives the
 * password to the partner, who keeps it: it is not a generated one.
 */
export async function createPartner(deps: Deps, actorId: string, input: NewPartner): Promise<NewPartnerResult> {
  const [type] = await deps.db
    .select({ id: businessTypes.id, name: businessTypes.name })
    .from(businessTypes)
    .where(eq(businessTypes.id, input.businessTypeId));
  if (!type) throw badRequest(CATALOG_TEXTS.unknownBusinessType, 'unknown_business_type');
  const passwordHash = await hashPassword(deps, input.password);

  return deps.db.transaction(async (tx) => {
    const { userId } = await insertAccount(tx, {
      name: input.name,
      email: input.email,
      phoneNumber: input.phoneNumber,
      role: 'partner',
      passwordHash,
      mustChangePassword: false,
      profile: {
        address: input.address || null,
        dateOfBirth: input.dateOfBirth ?? null,
        gender: input.gender ?? null,
        isActive: input.isActive,
        isVerified: input.isVerified,
      },
    });
    await tx.insert(partnerProfiles).values({
      userId,
      bio: input.bio || null,
      city: input.city,
      postalCode: input.postalCode || null,
      country: input.country || null,
      website: input.website ?? null,
      socialMedia: input.socialMedia || null,
    });
    const [business] = await tx
      .insert(businesses)
      .values({
        name: input.businessName,
        description: input.businessDescription,
        address: input.businessAddress,
        region: input.city,
        phone: input.businessPhone,
        email: input.businessEmail,
        businessTypeId: type.id,
        ownerId: userId,
        isActive: true,
        isOpen: true,
        // Added directly by an admin, not applied for: no request status (spec 02 §3).
        requestStatus: null,
        ownerName: input.name,
        ownerEmail: input.email,
        ownerPhone: input.phoneNumber,
      })
      .returning({ id: businesses.id });
    const menuCategories = await createMenuFromTemplates(tx, business.id, type.id);
    await recordAudit(tx, {
      actorId,
      action: 'partner.create',
      entity: 'user',
      entityId: userId,
      before: null,
      after: {
        name: input.name,
        email: input.email,
        role: 'partner',
        isActive: input.isActive,
        isVerified: input.isVerified,
        businessId: business.id,
        businessName: input.businessName,
        businessType: type.name,
      },
      details: { menuCategories },
    });
    return { userId, businessId: business.id, menuCategories };
  });
}
