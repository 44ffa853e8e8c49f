import type { reviews } from '../schema';
import type { CatalogBusiness } from './catalog';
import { type Random, seedId } from './random';

const FOOD_COMMENTS: Record<number, string[]> = {
  5: [
    'Délicieux, comme à la maison. Livré encore chaud !',
    'Le meilleur riz gras de Conakry, je recommande.',
    'Portions généreuses et livreur très poli.',
    'Parfait, rien à redire. Merci !',
  ],
  4: [
    'Très bon, un peu de retard mais le livreur a prévenu.',
    'Bon goût, il manquait juste un peu de piment.',
    'Bonne cuisine, je recommanderai.',
  ],
  3: ["Correct, mais la livraison a pris plus d'une heure.", "Le plat était tiède à l'arrivée."],
  2: ['Commande incomplète, il manquait une boisson.'],
};

const SHOP_COMMENTS: Record<number, string[]> = {
  5: ['Produits conformes et livraison rapide.', 'Très bon service, merci.', 'Tout était bien emballé, je recommande.'],
  4: ['Bon service, un article a été remplacé par un équivalent.', 'Livraison dans les temps.'],
  3: ['Correct, mais le livreur a eu du mal à trouver la maison.'],
  2: ['Un produit manquait dans la commande.'],
};

export function reviewFor(rnd: Random, orderId: string, business: CatalogBusiness, userId: string, createdAt: Date) {
  const level = business.seed.rating;
  const rating =
    level >= 4.5 ? rnd.pick([5, 5, 5, 4, 4]) : level >= 4 ? rnd.pick([5, 4, 4, 4, 3]) : rnd.pick([4, 4, 3, 3, 2]);
  const food = business.seed.type === 'Restaurant' || business.seed.type === 'Café';
  const comments = (food ? FOOD_COMMENTS : SHOP_COMMENTS)[rating];
  const row: typeof reviews.$inferInsert = {
    id: seedId(`review:${orderId}`),
    orderId,
    businessId: business.row.id,
    userId,
    rating,
    review: rnd.chance(0.8) ? rnd.pick(comments) : null,
    createdAt,
  };
  return row;
}
