import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';

/**
 * What the « Ajouter un Partenaire » dialog asks about a partner beyond their profile (spec 02 §2):
 * a short bio, where they live and how customers find them online. One row per partner account.
 */
export const partnerProfiles = pgTable('partner_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio'),
  city: text('city'),
  postalCode: text('postal_code'),
  country: text('country'),
  website: text('website'),
  socialMedia: text('social_media'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type PartnerProfile = typeof partnerProfiles.$inferSelect;
