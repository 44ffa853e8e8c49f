import { item } from './types';

/** Drinks most Guinean restaurants sell, so each menu does not repeat them by hand. */
export const LOCAL_JUICES = {
  bissap: item('Jus de bissap', 5000, 'jus', "Fleurs d'hibiscus infusées, menthe et sucre de canne, servi bien frais."),
  gingembre: item(
    'Jus de gingembre',
    5000,
    'jus',
    'Gingembre frais pressé avec un peu de citron, il pique juste ce qu’il faut.',
  ),
  bouye: item('Jus de bouye', 6000, 'jus', 'Pulpe de pain de singe (baobab) mixée avec du lait et de la vanille.'),
  tamarin: item('Jus de tamarin', 5000, 'jus', 'Tamarin trempé et filtré, légèrement sucré.'),
  mangue: item('Jus de mangue', 7000, 'jus', 'Mangues de Kindia mixées, sans sucre ajouté.'),
  orange: item("Jus d'orange pressé", 8000, 'jus', 'Oranges pressées à la commande.'),
  citron: item('Jus de citron vert', 5000, 'jus', 'Citrons verts, menthe fraîche et sucre de canne.'),
};

export const BOTTLED = {
  eau: item('Eau minérale 1,5 L', 4000, 'eau', 'Bouteille d’eau minérale fraîche.'),
  eauPetite: item('Eau minérale 50 cl', 2000, 'eau', 'Petite bouteille d’eau fraîche.'),
  soda: item('Soda 33 cl', 5000, 'boisson', 'Cola, orange ou citron, en canette bien fraîche.'),
  malta: item('Malta Guinness', 7000, 'boisson', 'Boisson maltée sans alcool, en bouteille.'),
};
