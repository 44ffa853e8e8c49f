import { DELIVERY_METHOD_LABELS } from '../cart';
import { TAX_RATE } from '../money';
import { ORDER_STATUS_LABELS } from '../orders';

/** One block of an article: a paragraph, or a list (numbered for steps). */
export type Block = { paragraph: string } | { list: string[]; ordered?: boolean } | { tip: string };

export interface Article {
  /** The anchor of the article on /articles. */
  slug: string;
  title: string;
  summary: string;
  blocks: Block[];
}

const tax = `${Math.round(TAX_RATE * 100)} %`;
const statuses = ORDER_STATUS_LABELS;
const methods = DELIVERY_METHOD_LABELS;

/** Practical guides for customers, written for how Livra actually works (amounts and rules from the app). */
const ARTICLES: Article[] = [
  {
    slug: 'comment-commander',
    title: 'Comment commander',
    summary: 'De la recherche du plat à la confirmation, une commande en quelques gestes.',
    blocks: [
      {
        ordered: true,
        list: [
          'Cherchez un plat, un commerce ou un produit avec la barre de recherche, ou parcourez les restaurants et les catégories.',
          'Ouvrez la page du commerce : son menu, ses horaires, son délai et ses frais de livraison y sont indiqués.',
          'Appuyez sur « Ajouter » à côté des articles voulus. Un panier ne contient que les articles d’un seul commerce : si vous ajoutez un article d’un autre commerce, le panier est vidé et recommence avec ce nouveau commerce.',
          'Ouvrez le panier, ajustez les quantités et ajoutez une instruction pour un article si besoin (« sans piment », « bien cuit »…).',
          `Passez la commande : choisissez « ${methods.delivery} » ou « ${methods.pickup} », indiquez votre adresse et un point de repère, puis confirmez.`,
        ],
      },
      {
        paragraph:
          'Vous recevez aussitôt un numéro de commande, un e-mail de confirmation et une notification. La page de suivi se met à jour toute seule à chaque étape.',
      },
      {
        tip: 'Réseau instable ? Si la page semble bloquée au moment de confirmer, vous pouvez réessayer sans crainte : une même commande n’est jamais enregistrée deux fois.',
      },
    ],
  },
  {
    slug: 'payer-a-la-livraison',
    title: 'Payer à la livraison',
    summary: 'Vous payez en espèces, en francs guinéens, quand vous recevez votre commande.',
    blocks: [
      {
        paragraph:
          'Sur Livra, le paiement se fait en espèces à la réception de la commande. Rien n’est débité à l’avance : vous payez le livreur (ou le commerce, si vous venez chercher votre commande).',
      },
      {
        list: [
          'Le sous-total : le prix des articles multiplié par leur quantité, aux prix affichés par le commerce.',
          `La TVA de ${tax} sur le sous-total.`,
          'Les frais de livraison : ceux du commerce, affichés sur sa page, dans le panier et avant de commander ; rien pour une commande à emporter.',
        ],
      },
      {
        paragraph:
          'Le montant total à payer est affiché avant de confirmer, puis sur la page de la commande et dans l’e-mail de confirmation. Les prix sont toujours ceux du commerce au moment de la commande.',
      },
      { tip: 'Préparez si possible l’appoint : le livreur n’a pas toujours de monnaie sur les gros billets.' },
    ],
  },
  {
    slug: 'indiquer-un-point-de-repere',
    title: 'Indiquer un point de repère',
    summary: 'Beaucoup d’adresses se trouvent par un repère : aidez le livreur à vous trouver du premier coup.',
    blocks: [
      {
        paragraph:
          'À Conakry comme dans les autres villes, une rue et un numéro ne suffisent pas toujours. Le champ « point de repère » de la commande est là pour ça : le livreur le voit avec votre adresse.',
      },
      {
        list: [
          'Choisissez un lieu que tout le monde connaît : une mosquée, une école, une pharmacie, une station-service, un carrefour ou un marché.',
          'Donnez la direction et la distance : « 50 m après la pharmacie, en direction du marché ».',
          'Décrivez l’entrée : couleur du portail, étage, nom sur la boutique voisine.',
          'Vérifiez votre numéro de téléphone : le livreur peut vous appeler s’il hésite.',
        ],
      },
      {
        paragraph:
          'Vous pouvez enregistrer vos adresses habituelles, avec leur point de repère, dans votre espace client (rubrique « Adresses ») pour ne plus les retaper.',
      },
    ],
  },
  {
    slug: 'suivre-sa-commande',
    title: 'Suivre sa commande',
    summary: 'Les étapes d’une commande, l’heure estimée et le livreur, sans recharger la page.',
    blocks: [
      {
        paragraph: `Une commande passe par ces étapes : ${statuses.pending}, ${statuses.confirmed}, ${statuses.preparing}, ${statuses.ready}, ${statuses.picked_up}, ${statuses.out_for_delivery}, puis ${statuses.delivered}.`,
      },
      {
        list: [
          'La page de suivi change d’elle-même à chaque étape ; vous recevez aussi une notification et un e-mail.',
          'Dès qu’un livreur est désigné, son nom et son numéro de téléphone s’affichent.',
          `Vous pouvez annuler tant que la commande est « ${statuses.pending} » ou « ${statuses.confirmed} » : après, le commerce a commencé à la préparer.`,
          'Une fois la commande livrée, donnez une note et un avis : ils aident les autres clients à choisir.',
        ],
      },
    ],
  },
  {
    slug: 'livraison-ou-retrait',
    title: 'Livraison ou à emporter',
    summary: 'Tout près du commerce ? Venir chercher sa commande évite les frais de livraison.',
    blocks: [
      {
        paragraph: `Au moment de commander, choisissez « ${methods.delivery} » (les frais de livraison du commerce) ou « ${methods.pickup} » (sans frais). Livra retient votre choix pour la prochaine fois.`,
      },
      {
        paragraph: `Pour une commande à emporter, attendez qu’elle soit « ${statuses.ready} » sur la page de suivi avant de vous déplacer, et donnez votre numéro de commande au comptoir.`,
      },
    ],
  },
  {
    slug: 'reserver-une-table',
    title: 'Réserver une table',
    summary: 'Pour manger sur place, réservez auprès des restaurants depuis leur page.',
    blocks: [
      {
        paragraph:
          'Sur la page d’un restaurant, « Réserver une table » vous permet de choisir la date, l’heure et le nombre de personnes, et d’ajouter une note (anniversaire, chaise bébé…).',
      },
      {
        paragraph:
          'Vos réservations se retrouvent dans votre espace client, où vous pouvez aussi les annuler si vos plans changent.',
      },
    ],
  },
  {
    slug: 'bien-chercher',
    title: 'Bien utiliser la recherche',
    summary: 'Pas besoin d’accents ni d’orthographe parfaite : la recherche vous comprend.',
    blocks: [
      {
        list: [
          'Tapez sans accents : « cafe » trouve « Café », « attieke » trouve « Attiéké ».',
          'Une petite faute de frappe ne gêne pas : « poulet brase » trouve « Poulet braisé ».',
          'Les suggestions apparaissent dès la première lettre ; les flèches du clavier et Entrée suffisent pour choisir.',
          'Sur la page des résultats, filtrez par catégorie, type de commerce, note, prix maximal ou commerces ouverts maintenant.',
        ],
      },
    ],
  },
];

/**
 * The public content pages of the content feature in French (source of
 * `ui/en/admin-public-content.ts`): /about and /articles. Named with the feature's `admin` prefix.
 */
export const ADMIN_PUBLIC_CONTENT_UI = {
  // About
  aboutTitle: 'À propos de Livra',
  aboutDescription: 'La livraison de vos commerces préférés, partout en Guinée.',
  whatTitle: 'Livra, c’est quoi ?',
  whatText:
    'Livra met en relation les habitants de Guinée avec les commerces de leur ville : vous commandez depuis votre téléphone, le commerce prépare, un livreur vous apporte la commande et vous payez en espèces à la réception. Les prix sont en francs guinéens (GNF), sans carte bancaire ni paiement à l’avance.',
  businessTypes: 'Types de commerces',
  andMore: 'et bien d’autres',
  whereTitle: 'Où livrons-nous ?',
  whereText:
    'Livra est présent dans cinq régions. Chaque commerce indique son délai et ses frais de livraison sur sa page.',
  howTitle: 'Comment ça marche ?',
  steps: [
    {
      title: 'Choisissez',
      text: 'Un restaurant, un marché, une pharmacie… Cherchez un plat ou un produit, même sans accents.',
    },
    {
      title: 'Commandez',
      text: 'Remplissez votre panier auprès d’un commerce, donnez votre adresse et un point de repère.',
    },
    {
      title: 'Suivez',
      text: 'La page de suivi se met à jour toute seule : préparation, départ du livreur, arrivée.',
    },
    { title: 'Payez à la livraison', text: 'En espèces, en francs guinéens, quand vous recevez votre commande.' },
  ],
  detailsLead: 'Tous les détails (frais, annulation, points de repère) sont dans nos ',
  practicalArticles: 'articles pratiques',
  joinTitle: 'Rejoindre Livra',
  haveBusiness: 'Vous avez un commerce ?',
  becomePartner: 'Devenir partenaire',
  partnerText: 'Recevez des commandes en ligne et gérez votre menu depuis votre tableau de bord.',
  haveMotorbike: 'Vous avez une moto ?',
  becomeDriver: 'Devenir livreur',
  driverText: 'Livrez à vos horaires, pour tous les commerces ou pour un seul.',
  contactTitle: 'Nous contacter',
  orderQuestion:
    'Une question sur une commande ? Le numéro du commerce est sur sa page, et celui du livreur s’affiche sur le suivi dès qu’il est désigné : ce sont eux qui peuvent vous répondre le plus vite.',
  writeToUs: 'Pour tout le reste, écrivez-nous à ',
  // Articles
  articlesTitle: 'Articles',
  articlesDescription: 'Nos guides pratiques pour commander, payer et être livré sans souci.',
  contents: 'Sommaire',
  articles: ARTICLES,
};
