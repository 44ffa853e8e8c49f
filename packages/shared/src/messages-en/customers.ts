import type { CUSTOMER_MESSAGES, UPLOAD_MESSAGES } from '../customers';
import type { Translation } from '../locale';
import { PARTNER_UI_EN } from '../ui/en/partner';

/** `CUSTOMER_MESSAGES` in English: profile, addresses, favourites and reservations. */
export const CUSTOMER_MESSAGES_EN: Translation<typeof CUSTOMER_MESSAGES> = {
  profileUpdated: 'Profile updated',
  localeInvalid: 'Unknown language: choose fr (French) or en (English)',
  photoUpdated: 'Profile photo updated',
  birthDateInvalid: 'The date of birth is invalid',
  birthDateFuture: 'The date of birth cannot be in the future',
  tooYoung: 'You must be at least 13 years old',
  genderInvalid: 'Gender must be male, female or other',

  addressNotFound: 'Address not found',
  addressLabelRequired: 'The label is required (e.g. Home, Office)',
  addressRequired: 'The address is required',
  cityInvalid: 'Choose a city we serve: Conakry, Kindia, Labé, Kankan or Boké',
  addressLimit: 'You cannot save more than 20 addresses',
  addressSaved: 'Address saved',
  addressDeleted: 'Address deleted',
  addressDefaultSet: 'Default address changed',

  favoriteAdded: 'Added to favourites',
  favoriteRemoved: 'Removed from favourites',
  favoriteSignIn: 'Sign in as a customer to add favourites',

  reservationNotFound: 'Reservation not found',
  restaurantRequired: 'Choose a restaurant',
  reservationOnlyRestaurants: 'Table reservations are only possible at restaurants and cafés',
  dateInvalid: 'The date is invalid (YYYY-MM-DD)',
  timeInvalid: 'The time is invalid (HH:mm)',
  reservationDatePast: 'The reservation date must be today or later',
  reservationTimePast: 'This time has already passed: choose a later one',
  reservationTooFar: 'Reservations can be made up to 60 days ahead',
  reservationClosedDay: 'The restaurant is closed that day',
  reservationOutsideHours: (open, close) => `The restaurant takes reservations from ${open} to ${close} that day`,
  partySizeRange: 'The number of guests must be between 1 and 20',
  reservationCannotCancel: 'This reservation can no longer be cancelled',
  reservationCannotChange: 'This reservation can no longer be changed',
  reservationSent: 'Reservation request sent',
  reservationCancelled: 'Reservation cancelled',
};

/** `UPLOAD_MESSAGES` in English: the partner screens' upload checks (`ui/en/partner.ts`) are these. */
export const UPLOAD_MESSAGES_EN: Translation<typeof UPLOAD_MESSAGES> = PARTNER_UI_EN.uploadChecks;
