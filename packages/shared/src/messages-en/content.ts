import type { Translation } from '../locale';
import type { CONTENT_MESSAGES } from '../messages-content';

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/** `messages-content.ts` in English: every key (a missing one fails the type-check). */
export const CONTENT_MESSAGES_EN: Translation<typeof CONTENT_MESSAGES> = {
  categoryNameRequired: 'The category name is required',
  categoryNameTaken: 'A category already has this name',
  categoryIconRequired: 'The icon is required (an icon name, for example “soup”)',
  contentIconInvalid: 'Invalid icon name: lower-case letters, digits and hyphens (for example “cooking-pot”)',
  contentColorInvalid: 'Invalid colour: #RRGGBB format expected (for example #EA580C)',
  categoryLinkInvalid: 'Invalid link: an address of the site starting with / (for example /restaurants?type=1)',
  contentImageInvalid: 'Invalid image: an image address of the site starting with /',
  categoryActiveInvalid: 'State whether the category is active (true) or not (false)',
  categoryCreated: 'Category added',
  categoryUpdated: 'Category updated',
  categoryInUse: (count) =>
    `This category cannot be deleted: ${count} ${plural(count, 'business uses', 'businesses use')} it. Change their category or deactivate it instead.`,
  businessTypeIdInvalid: 'Invalid business type id (whole number expected)',
  businessTypeNotFound: 'Business type not found',
  businessTypeNameRequired: 'The business type name is required',
  businessTypeNameTaken: 'A business type already has this name',
  businessTypeFeatureInvalid: 'Each feature must be 1 to 40 characters long',
  businessTypeFeaturesTooMany: 'At most 12 features',
  businessTypeFeaturesDuplicate: 'This feature is a duplicate',
  businessTypeCreated: 'Business type added',
  businessTypeUpdated: 'Business type updated',
  businessTypeInUse: (businesses, requests) =>
    `This business type cannot be deleted: ${[
      businesses > 0 ? `${businesses} ${plural(businesses, 'business uses', 'businesses use')} it` : '',
      requests > 0 ? `${requests} pending partner ${plural(requests, 'application uses', 'applications use')} it` : '',
    ]
      .filter(Boolean)
      .join(' and ')}. Change their type first.`,
  templateNameRequired: 'The menu category name is required',
  templateOrderInvalid: 'The order must be a whole number from 0 to 999',
  templateRequiredInvalid: 'State whether the menu category is required (true) or not (false)',
  templatesTooMany: 'At most 30 menu categories per business type',
  templateNameDuplicate: 'Two menu categories have the same name',
  contentSearchTooLong: 'The search must not exceed 100 characters',
  contentLoadError: 'Error while loading the content',
  contentSaveError: 'Error while saving',
  contentDeleteError: 'Error while deleting',
};
