import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { translateMessage } from '../messages-translate';

const en = (french: string) => translateMessage(french, 'en');

describe('the admin modules’ messages in English', () => {
  it('translate the plain ones of each module', () => {
    expect(en(MESSAGES.analyticsMonthsInvalid)).toBe('Invalid period (3, 6 or 12 months)');
    expect(en(MESSAGES.categoryCreated)).toBe('Category added');
    expect(en(MESSAGES.systemSettingsSaved)).toBe('Settings saved');
    expect(en(MESSAGES.userAnonymised)).toBe(
      'User deleted: the account was anonymised, its orders and the revenue are unchanged',
    );
    expect(en(MESSAGES.emailTestSuccess)).toBe('Success');
    expect(en(MESSAGES.businessOpened)).toBe('Business open: it takes orders');
    expect(en(MESSAGES.usersLoadError)).toBe('Error while loading the users');
  });

  it('translate those with values, the status of a subscription included', () => {
    expect(en(MESSAGES.subscriptionSuspended(12))).toBe('Subscription suspended for 12 days');
    expect(en(MESSAGES.subscriptionNoAction('Suspendu'))).toBe('No action is possible on a suspended subscription');
    expect(en(MESSAGES.subscriptionNoAction('Expiré'))).toBe('No action is possible on an expired subscription');
    expect(en(MESSAGES.subscriptionPastEnd('05/11/2026'))).toBe(
      'This subscription’s end date has passed (05/11/2026): it cannot be reactivated',
    );
    expect(en(MESSAGES.businessSuspended('Chez Fatou'))).toBe(
      'Chez Fatou is suspended for the moment and is not taking orders. Choose another business.',
    );
    expect(en(MESSAGES.businessHasOrders(1))).toBe(
      'This business has 1 order: it cannot be deleted, so that the order history stays true. Deactivate it instead.',
    );
  });
});
