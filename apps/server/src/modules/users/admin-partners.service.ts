import { CATALOG_TEXTS, MESSAGES, ROLE_IDS, type NewPartner, type NewPartnerResult } from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import { businesses, businessTypes, partnerProfiles, userProfiles, users } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { badRequest, notFound } from '@/lib/errors';
import { deleteUpload, saveImageUpload } from '@/lib/uploads';
import { createMenuFromTemplates } from '@/modules/catalog/menu-templates.service';
import { newBusinessDefaults } from '@/modules/system/settings.service';
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
        // The dialog asks for neither: the platform's defaults (System page settings).
        ...(await newBusinessDefaults(tx)),
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

/**
 * The partner's profile photo, chosen in the same dialog (JPG, PNG, WebP or GIF, 5 Mo at most,
 * checked by its bytes). Sent once the partner exists; the old file goes once the new one is in
 * place, and the new one if the database refuses. Audited like every admin change.
 */
export async function setPartnerPhoto(deps: Deps, actorId: string, userId: string, file: File): Promise<string> {
  const url = await saveImageUpload(deps.config, file);
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const [partner] = await tx
        .select({ profileImage: userProfiles.profileImage })
        .from(userProfiles)
        .where(and(eq(userProfiles.id, userId), eq(userProfiles.roleId, ROLE_IDS.partner)))
        .for('update');
      if (!partner) throw notFound(MESSAGES.profileNotFound, 'profile_not_found');
      previous = partner.profileImage;
      await tx.update(userProfiles).set({ profileImage: url }).where(eq(userProfiles.id, userId));
      await tx.update(users).set({ image: url }).where(eq(users.id, userId));
      await recordAudit(tx, {
        actorId,
        action: 'partner.photo',
        entity: 'user',
        entityId: userId,
        before: { profileImage: previous },
        after: { profileImage: url },
      });
    });
  } catch (error) {
    await deleteUpload(deps.config, url);
    throw error;
  }
  await deleteUpload(deps.config, previous);
  return url;
}
