import { describe, expect, it } from 'vitest';
import { CATALOG_TEXTS } from './catalog';
import { CUSTOMER_MESSAGES, UPLOAD_MESSAGES } from './customers';
import { DRIVER_APP_MESSAGES } from './driver-app';
import { EMAIL_TEST_TEXTS } from './email-test-texts';
import { EMAIL_TYPE_LABELS } from './emails';
import { MESSAGES } from './messages';
import { ANSWER_CATALOGUES, translateServerMessage } from './messages-en/server-catalogues';
import { translateMessage } from './messages-translate';
import { PARTNER_OPS_TEXTS } from './partner-ops';
import { PARTNER_TEXTS } from './partners';
import { REQUEST_TEXTS } from './requests';
import { SEARCH_TEXTS } from './search';
import { SUBSCRIPTION_TEXTS } from './subscriptions';

const en = (french: string) => translateServerMessage(french, 'en');
type Template = (...args: string[]) => string;

describe('the server catalogues beside MESSAGES, in English', () => {
  it('translates a plain message and a message with values of each catalogue', () => {
    expect(en(DRIVER_APP_MESSAGES.offerTaken)).toBe('This order has already been taken by another driver.');
    expect(en(DRIVER_APP_MESSAGES.stepNotAllowed('Prête', 'Livrée'))).toBe(
      'Step not possible: the order is “Ready”, it cannot move to “Delivered”.',
    );
    expect(en(CUSTOMER_MESSAGES.addressNotFound)).toBe('Address not found');
    expect(en(CUSTOMER_MESSAGES.reservationOutsideHours('11:00', '23:30'))).toBe(
      'The restaurant takes reservations from 11:00 to 23:30 that day',
    );
    expect(en(UPLOAD_MESSAGES.fileTooLarge)).toBe('The image must not exceed 5 MB');
    expect(en(REQUEST_TEXTS.driverPhoneTaken)).toBe('A driver or a driver request already uses this phone number');
    expect(en(PARTNER_TEXTS.deliveryFeeNegative)).toBe('The delivery fee cannot be negative');
    expect(en(PARTNER_TEXTS.closeBeforeOpen('Lundi'))).toBe('Monday: the closing time must be after the opening time');
    expect(en(PARTNER_TEXTS.fieldNotEditable('isActive, slug'))).toBe('Field not editable here: isActive, slug');
    expect(en(PARTNER_OPS_TEXTS.itemSaved)).toBe('Item saved');
    expect(en(PARTNER_OPS_TEXTS.driverAssignTooLate('En cours de livraison'))).toBe(
      'Error while assigning the driver: the order is already out for delivery.',
    );
    expect(en(CATALOG_TEXTS.businessNotFound)).toBe('Business not found');
    expect(en(SEARCH_TEXTS.tooShort)).toBe('The search must be at least 2 characters long');
    expect(en(SUBSCRIPTION_TEXTS.paymentSuccessTitle)).toBe('Payment successful');
    expect(en(EMAIL_TEST_TEXTS.cleared)).toBe('Results cleared');
    expect(en(EMAIL_TEST_TEXTS.queued(EMAIL_TYPE_LABELS['password-reset'], 'awa@example.gn'))).toBe(
      '“Password reset” queued for sending to awa@example.gn',
    );
  });

  it('reads a count in the singular and in the plural', () => {
    expect(en(PARTNER_OPS_TEXTS.categoryNotEmpty(1))).toMatch(/^This category still holds 1 item:/);
    expect(en(PARTNER_OPS_TEXTS.categoryNotEmpty(4))).toMatch(/^This category still holds 4 items:/);
    expect(en(EMAIL_TEST_TEXTS.retrying(1, 'connexion refusée'))).toBe(
      'Trying again after 1 failure: connexion refusée',
    );
    expect(en(EMAIL_TEST_TEXTS.failed(3, 'boîte pleine : 552'))).toBe('Gave up after 3 attempts: boîte pleine : 552');
    // MESSAGES' counts too, which used to be matched in the singular only.
    expect(en(MESSAGES.driverDeleteWithDeliveries(3))).toMatch(/^This driver has 3 deliveries:/);
  });

  it('has every text of every catalogue in English, and one English for one French', () => {
    expect(ANSWER_CATALOGUES).toHaveLength(11);
    for (const [french, translation] of ANSWER_CATALOGUES.slice(1)) {
      for (const [key, value] of Object.entries(french)) {
        const twin = translation[key];
        if (typeof value === 'function') {
          const args = ['2', 'Lundi', 'awa@example.gn', 'x'];
          const text = (value as Template)(...args);
          expect(en(text), key).not.toBe(text);
          expect(en(text), key).toBe((twin as Template)(...args));
          continue;
        }
        // A French text two catalogues share comes back as the English both give it.
        const text = value as string;
        expect(en(text), key).not.toBe(text);
        expect(en(text), key).toBe(twin);
      }
    }
  });

  it('keeps French requests in French', () => {
    for (const french of [
      DRIVER_APP_MESSAGES.offerTaken,
      CUSTOMER_MESSAGES.reservationOutsideHours('11:00', '23:30'),
      PARTNER_OPS_TEXTS.categoryNotEmpty(4),
      SEARCH_TEXTS.tooShort,
      EMAIL_TEST_TEXTS.queued(EMAIL_TYPE_LABELS['password-reset'], 'awa@example.gn'),
    ])
      expect(translateServerMessage(french, 'fr')).toBe(french);
  });

  it('leaves the browser’s translator to MESSAGES alone', () => {
    expect(translateMessage(DRIVER_APP_MESSAGES.offerTaken, 'en')).toBe(DRIVER_APP_MESSAGES.offerTaken);
    expect(translateMessage(MESSAGES.driverDeleteWithDeliveries(3), 'en')).toMatch(/^This driver has 3 deliveries:/);
  });
});
