/**
 * Every tag an operation may carry, each with what it groups, declared once at the top of the
 * OpenAPI document. `defineRoute` accepts only these names, so a new tag is described here first.
 */
export const API_TAGS = [
  { name: 'Système', description: 'État du serveur et de sa base (sonde de disponibilité).' },
  {
    name: 'Comptes',
    description: 'Inscription, connexion, session, confirmation de l’adresse e-mail et mots de passe.',
  },
  {
    name: 'Catalogue',
    description: 'Accueil, commerces et leurs menus, catégories et types de commerce, tels que le public les voit.',
  },
  { name: 'Recherche', description: 'Recherche de commerces et d’articles, et suggestions de la barre de recherche.' },
  { name: 'Newsletter', description: 'Inscription à la newsletter.' },
  { name: 'Notifications', description: 'Les notifications de l’utilisateur connecté : liste, lecture, suppression.' },
  { name: 'Temps réel', description: 'Flux Server-Sent Events des changements qui concernent l’utilisateur connecté.' },
  { name: 'Profil', description: 'Le profil de l’utilisateur connecté et sa photo.' },
  { name: 'Adresses', description: 'Les adresses de livraison du client.' },
  { name: 'Favoris', description: 'Les commerces favoris du client.' },
  {
    name: 'Réservations',
    description: 'Réservations de table du client, et les restaurants et cafés qui les prennent.',
  },
  { name: 'Panier', description: 'Le panier du client, aux prix du menu.' },
  { name: 'Commandes', description: 'Passer commande, suivre, annuler et noter ses commandes (client).' },
  {
    name: 'Demandes',
    description: 'Demandes de partenariat et de chauffeur, et les chiffres des pages qui les présentent.',
  },
  { name: 'Abonnements', description: 'Les formules d’abonnement proposées aux commerces.' },
  {
    name: 'Livreur',
    description: 'L’application du livreur : service, commandes proposées, livraisons, position, historique.',
  },
  {
    name: 'Partenaire',
    description: 'Les commerces du partenaire : profil, paramètres, images, chiffres, revenus, abonnement.',
  },
  {
    name: 'Partenaire — commandes',
    description: 'Les commandes d’un commerce du partenaire : statuts, annulation, livreur.',
  },
  { name: 'Partenaire — menu', description: 'Le menu d’un commerce du partenaire : catégories et articles.' },
  { name: 'Partenaire — réservations', description: 'Les réservations de table d’un commerce du partenaire.' },
  { name: 'Partenaire — livreurs', description: 'Les livreurs de service d’un commerce du partenaire.' },
  { name: 'E-mails', description: 'Administration : boîte d’envoi, envoi de chaque modèle d’e-mail et page de test.' },
  {
    name: 'Administration — tableau de bord',
    description: 'Administration : chiffres, recherche rapide et dernières commandes.',
  },
  { name: 'Administration — analytique', description: 'Administration : revenus et commandes sur plusieurs mois.' },
  {
    name: 'Administration — commandes',
    description: 'Administration : toutes les commandes, leurs statuts et leurs livreurs.',
  },
  { name: 'Administration — commerces', description: 'Administration : les commerces de la plateforme.' },
  {
    name: 'Administration — contenu',
    description: 'Administration : catégories et types de commerce avec leurs modèles de menu.',
  },
  {
    name: 'Administration — demandes',
    description: 'Administration : examen des demandes de partenariat et de chauffeur.',
  },
  {
    name: 'Administration — utilisateurs',
    description: 'Administration : comptes, partenaires, activation et suppression.',
  },
  {
    name: 'Administration — livreurs',
    description: 'Administration : les livreurs, leurs comptes et leur vérification.',
  },
  {
    name: 'Administration — abonnements',
    description: 'Administration : abonnements des commerces, suspension et réactivation.',
  },
  {
    name: 'Administration — système',
    description: 'Administration : santé, paramètres, journal d’audit, sauvegardes, sécurité, maintenance.',
  },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];
