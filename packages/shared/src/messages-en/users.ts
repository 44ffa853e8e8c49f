import type { Translation } from '../locale';
import type { USERS_MESSAGES } from '../messages-users';

/** `messages-users.ts` in English: every key (a missing one fails the type-check). */
export const USERS_MESSAGES_EN: Translation<typeof USERS_MESSAGES> = {
  userActivated: 'User activated',
  userDeactivated: 'User deactivated',
  userErased: 'User deleted',
  userAnonymised: 'User deleted: the account was anonymised, its orders and the revenue are unchanged',
  userIdInvalid: 'Invalid id format (UUID expected)',
  userDeletedAlready: 'This account was deleted: it can no longer be changed',
  ownAccountDeactivate: 'You cannot deactivate your own account',
  ownAccountDelete: 'You cannot delete your own account',
  userRoleInvalid: 'Invalid role: customer, partner, driver or admin',
  userStatusInvalid: 'Invalid status: active or inactive',
  quickSearchEmpty: 'Type at least one character',
};
