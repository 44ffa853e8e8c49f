import type { Translation } from '../../locale';
import type { HOME_UI } from '../home';

/** `ui/home.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const HOME_UI_EN: Translation<typeof HOME_UI> = {
  whatAreYouLookingFor: 'What are you looking for?',
  popularRestaurants: 'Popular restaurants',
  seeAll: 'See all',
  noRestaurants: 'No restaurants to show for now',
  featured: 'Featured',
  allFeatured: 'See all',
  noFeatured: 'No featured items for now',
  heroTitle: 'Your meals and groceries, ',
  heroTitleStrong: 'delivered all over Guinea',
  heroText: 'Restaurants, markets, pharmacies and shops near you. Order in a few taps, pay cash on delivery.',
  cashOnDelivery: 'Cash on delivery',
  deliveredIn: 'Delivered in 30 to 45 min',
  driverTracking: 'Track your driver',
  joinLivra: 'Join Livra',
  haveBusiness: 'Do you run a business?',
  haveBusinessText: 'Get orders from new customers and have them delivered by our drivers.',
  haveMotorbike: 'Do you have a motorbike?',
  haveMotorbikeText: 'Earn 50,000 to 150,000 GNF a day delivering on your own hours.',
  businessCount: (count) => `${count} business${count > 1 ? 'es' : ''}`,
  open: 'Open',
  closed: 'Closed',
  reviews: ' reviews',
  freeDelivery: 'Free delivery',
  popular: 'Popular',
};
