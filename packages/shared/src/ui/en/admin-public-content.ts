import type { Translation } from '../../locale';
import { TAX_RATE } from '../../money';
import type { ADMIN_PUBLIC_CONTENT_UI } from '../admin-public-content';
import { ORDER_STATUS_LABELS_EN } from './admin-labels';

const tax = `${Math.round(TAX_RATE * 100)}%`;
const statuses = ORDER_STATUS_LABELS_EN;
const methods = { delivery: 'Delivery', pickup: 'Pickup' };

/** `ui/admin-public-content.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const ADMIN_PUBLIC_CONTENT_UI_EN: Translation<typeof ADMIN_PUBLIC_CONTENT_UI> = {
  aboutTitle: 'About Livra',
  aboutDescription: 'Delivery from your favourite businesses, all over Guinea.',
  whatTitle: 'What is Livra?',
  whatText:
    'Livra connects the people of Guinea with the businesses of their town: you order from your phone, the business prepares, a driver brings you the order and you pay cash when it arrives. Prices are in Guinean francs (GNF), with no bank card and no payment in advance.',
  businessTypes: 'Business types',
  andMore: 'and many more',
  whereTitle: 'Where do we deliver?',
  whereText: 'Livra is present in five regions. Each business shows its delivery time and fee on its page.',
  howTitle: 'How does it work?',
  steps: [
    {
      title: 'Choose',
      text: 'A restaurant, a market, a pharmacy… Search for a dish or a product, even without accents.',
    },
    { title: 'Order', text: 'Fill your cart at one business, give your address and a landmark.' },
    { title: 'Follow', text: 'The tracking page updates by itself: preparation, the driver setting off, arrival.' },
    { title: 'Pay on delivery', text: 'In cash, in Guinean francs, when you receive your order.' },
  ],
  detailsLead: 'Every detail (fees, cancelling, landmarks) is in our ',
  practicalArticles: 'practical articles',
  joinTitle: 'Join Livra',
  haveBusiness: 'You have a business?',
  becomePartner: 'Become a partner',
  partnerText: 'Receive orders online and manage your menu from your dashboard.',
  haveMotorbike: 'You have a motorbike?',
  becomeDriver: 'Become a driver',
  driverText: 'Deliver when it suits you, for every business or for just one.',
  contactTitle: 'Contact us',
  orderQuestion:
    'A question about an order? The business’s number is on its page, and the driver’s shows on the tracking page as soon as one is assigned: they can answer you fastest.',
  writeToUs: 'For anything else, write to us at ',
  articlesTitle: 'Articles',
  articlesDescription: 'Our practical guides to ordering, paying and getting your delivery without worry.',
  contents: 'Contents',
  articles: [
    {
      slug: 'comment-commander',
      title: 'How to order',
      summary: 'From finding the dish to the confirmation, an order in a few taps.',
      blocks: [
        {
          ordered: true,
          list: [
            'Look for a dish, a business or a product with the search bar, or browse the restaurants and categories.',
            'Open the business’s page: its menu, opening hours, delivery time and fee are shown there.',
            'Tap “Add” beside the items you want. A cart only holds items from one business: if you add an item from another business, the cart is emptied and starts again with that new business.',
            'Open the cart, adjust the quantities and add an instruction to an item if needed (“no chilli”, “well done”…).',
            `Place the order: choose “${methods.delivery}” or “${methods.pickup}”, give your address and a landmark, then confirm.`,
          ],
        },
        {
          paragraph:
            'You get an order number, a confirmation e-mail and a notification straight away. The tracking page updates by itself at each step.',
        },
        {
          tip: 'Patchy network? If the page seems stuck when you confirm, you can safely try again: the same order is never recorded twice.',
        },
      ],
    },
    {
      slug: 'payer-a-la-livraison',
      title: 'Paying on delivery',
      summary: 'You pay cash, in Guinean francs, when you receive your order.',
      blocks: [
        {
          paragraph:
            'On Livra, you pay cash when the order arrives. Nothing is charged in advance: you pay the driver (or the business, if you collect your order).',
        },
        {
          list: [
            'The subtotal: the price of the items times their quantity, at the prices the business shows.',
            `VAT of ${tax} on the subtotal.`,
            'The delivery fee: the business’s own, shown on its page, in the cart and before ordering; nothing for a pickup order.',
          ],
        },
        {
          paragraph:
            'The total to pay is shown before you confirm, then on the order’s page and in the confirmation e-mail. Prices are always the business’s at the time of the order.',
        },
        { tip: 'If you can, have the exact amount ready: the driver does not always have change for large notes.' },
      ],
    },
    {
      slug: 'indiquer-un-point-de-repere',
      title: 'Giving a landmark',
      summary: 'Many addresses are found by a landmark: help the driver find you first time.',
      blocks: [
        {
          paragraph:
            'In Conakry as in other towns, a street and a number are not always enough. The order’s “landmark” field is there for that: the driver sees it with your address.',
        },
        {
          list: [
            'Pick a place everybody knows: a mosque, a school, a pharmacy, a petrol station, a crossroads or a market.',
            'Give the direction and the distance: “50 m past the pharmacy, towards the market”.',
            'Describe the entrance: the gate’s colour, the floor, the name of the shop next door.',
            'Check your phone number: the driver can call you if unsure.',
          ],
        },
        {
          paragraph:
            'You can save your usual addresses, with their landmark, in your customer space (“Addresses”) so you never type them again.',
        },
      ],
    },
    {
      slug: 'suivre-sa-commande',
      title: 'Tracking your order',
      summary: 'The steps of an order, the estimated time and the driver, without reloading the page.',
      blocks: [
        {
          paragraph: `An order goes through these steps: ${statuses.pending}, ${statuses.confirmed}, ${statuses.preparing}, ${statuses.ready}, ${statuses.picked_up}, ${statuses.out_for_delivery}, then ${statuses.delivered}.`,
        },
        {
          list: [
            'The tracking page changes by itself at each step; you also get a notification and an e-mail.',
            'As soon as a driver is assigned, their name and phone number show.',
            `You can cancel while the order is “${statuses.pending}” or “${statuses.confirmed}”: after that, the business has started preparing it.`,
            'Once the order is delivered, give a rating and a review: they help other customers choose.',
          ],
        },
      ],
    },
    {
      slug: 'livraison-ou-retrait',
      title: 'Delivery or pickup',
      summary: 'Close to the business? Collecting your order saves the delivery fee.',
      blocks: [
        {
          paragraph: `When ordering, choose “${methods.delivery}” (the business’s delivery fee) or “${methods.pickup}” (no fee). Livra remembers your choice for next time.`,
        },
        {
          paragraph: `For a pickup order, wait until it is “${statuses.ready}” on the tracking page before you set off, and give your order number at the counter.`,
        },
      ],
    },
    {
      slug: 'reserver-une-table',
      title: 'Booking a table',
      summary: 'To eat in, book with the restaurants from their page.',
      blocks: [
        {
          paragraph:
            'On a restaurant’s page, “Book a table” lets you choose the date, the time and the number of people, and add a note (birthday, high chair…).',
        },
        {
          paragraph: 'Your bookings are in your customer space, where you can also cancel them if your plans change.',
        },
      ],
    },
    {
      slug: 'bien-chercher',
      title: 'Making the most of search',
      summary: 'No need for accents or perfect spelling: search understands you.',
      blocks: [
        {
          list: [
            'Type without accents: “cafe” finds “Café”, “attieke” finds “Attiéké”.',
            'A small typo does not matter: “poulet brase” finds “Poulet braisé”.',
            'Suggestions show from the first letter; the arrow keys and Enter are enough to choose.',
            'On the results page, filter by category, business type, rating, top price or businesses open now.',
          ],
        },
      ],
    },
  ],
};
