-- Reference data every installation needs (production included): roles, business types and
-- their menu templates, browse categories, subscription plans. Demo data lives in src/db/seed.
INSERT INTO "roles" ("id", "name", "description") VALUES
  (1, 'customer', 'Client : commande auprès des commerces et suit ses livraisons'),
  (2, 'partner', 'Partenaire : gère son commerce, son menu, ses commandes et ses livreurs'),
  (3, 'admin', 'Administrateur : gère la plateforme'),
  (4, 'driver', 'Livreur : effectue les livraisons')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "business_types" ("id", "name", "icon", "color", "description", "features", "image") VALUES
  (1, 'Restaurant', 'utensils', '#EA580C', 'Plats cuisinés, grillades et cuisine locale livrés chauds.', ARRAY['Livraison', 'À emporter', 'Réservation'], '/images/seed/types/restaurant.svg'),
  (2, 'Café', 'coffee', '#92400E', 'Cafés, thés, jus frais et petite restauration.', ARRAY['Livraison', 'À emporter', 'Petit-déjeuner'], '/images/seed/types/cafe.svg'),
  (3, 'Marché', 'shopping-basket', '#16A34A', 'Produits frais du marché : légumes, fruits, céréales et condiments.', ARRAY['Produits frais', 'Vente au kilo', 'Livraison'], '/images/seed/types/marche.svg'),
  (4, 'Supermarché', 'shopping-cart', '#2563EB', 'Épicerie, boissons, produits ménagers et articles du quotidien.', ARRAY['Large choix', 'Produits importés', 'Livraison'], '/images/seed/types/supermarche.svg'),
  (5, 'Pharmacie', 'pill', '#10B981', 'Médicaments sans ordonnance, hygiène et parapharmacie.', ARRAY['Conseil pharmaceutique', 'Livraison rapide', 'Pharmacie de garde'], '/images/seed/types/pharmacie.svg'),
  (6, 'Électronique', 'smartphone', '#7C3AED', 'Téléphones, accessoires, chargeurs et petit électroménager.', ARRAY['Garantie', 'Accessoires', 'Livraison'], '/images/seed/types/electronique.svg'),
  (7, 'Beauté', 'sparkles', '#DB2777', 'Cosmétiques, soins naturels, beurre de karité et produits capillaires.', ARRAY['Produits naturels', 'Soins', 'Livraison'], '/images/seed/types/beaute.svg'),
  (8, 'Autre', 'store', '#64748B', 'Quincaillerie, librairie, cadeaux et autres commerces de proximité.', ARRAY['Commerce de proximité', 'Livraison'], '/images/seed/types/autre.svg')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Explicit ids above do not move the identity sequence; the next type added gets 9.
SELECT setval(pg_get_serial_sequence('business_types', 'id'), (SELECT max("id") FROM "business_types"));
--> statement-breakpoint
INSERT INTO "business_type_menu_templates" ("business_type_id", "category_name", "category_description", "sort_order", "is_required") VALUES
  (1, 'Entrées', 'Pour bien commencer le repas', 1, false),
  (1, 'Plats principaux', 'Les plats de la maison', 2, true),
  (1, 'Grillades', 'Viandes et poissons braisés', 3, false),
  (1, 'Accompagnements', 'Riz, attiéké, alloco, frites…', 4, false),
  (1, 'Desserts', 'Douceurs et fruits', 5, false),
  (1, 'Boissons', 'Jus locaux et boissons fraîches', 6, true),
  (2, 'Boissons chaudes', 'Café, thé et infusions', 1, true),
  (2, 'Boissons fraîches', 'Jus pressés et boissons glacées', 2, false),
  (2, 'Petit-déjeuner', 'Pain, omelettes et formules du matin', 3, false),
  (2, 'Pâtisseries', 'Viennoiseries et gâteaux', 4, false),
  (3, 'Légumes', 'Légumes frais du jour', 1, true),
  (3, 'Fruits', 'Fruits de saison', 2, false),
  (3, 'Céréales et féculents', 'Riz, fonio, maïs, manioc…', 3, false),
  (3, 'Condiments et épices', 'Piment, soumbara, cube, sel…', 4, false),
  (3, 'Huiles', 'Huile de palme, huile d''arachide…', 5, false),
  (4, 'Épicerie', 'Produits secs et conserves', 1, true),
  (4, 'Boissons', 'Eaux, jus et sodas', 2, false),
  (4, 'Produits laitiers', 'Lait, yaourts et fromages', 3, false),
  (4, 'Hygiène et entretien', 'Savons, lessives et produits ménagers', 4, false),
  (5, 'Médicaments sans ordonnance', 'Douleurs, fièvre, digestion…', 1, true),
  (5, 'Hygiène et soins', 'Soins du quotidien', 2, false),
  (5, 'Bébé et maman', 'Soins et alimentation infantile', 3, false),
  (5, 'Matériel médical', 'Thermomètres, tensiomètres, pansements…', 4, false),
  (6, 'Téléphones', 'Smartphones et téléphones simples', 1, false),
  (6, 'Accessoires', 'Chargeurs, câbles et coques', 2, true),
  (6, 'Audio', 'Écouteurs et enceintes', 3, false),
  (6, 'Énergie', 'Batteries externes et lampes solaires', 4, false),
  (7, 'Soins du visage', 'Crèmes et soins naturels', 1, false),
  (7, 'Soins du corps', 'Karité, savon noir, huiles', 2, true),
  (7, 'Cheveux', 'Mèches, huiles et soins capillaires', 3, false),
  (7, 'Parfums', 'Parfums et encens', 4, false),
  (8, 'Articles', 'Nos produits', 1, true),
  (8, 'Services', 'Prestations sur demande', 2, false);
--> statement-breakpoint
INSERT INTO "categories" ("id", "name", "icon", "color", "description", "image", "sort_order") VALUES
  ('c0000000-0000-4000-8000-000000000001', 'Cuisine guinéenne', 'soup', '#EA580C', 'Riz gras, sauce feuille, sauce arachide, fouti, fonio…', '/images/seed/categories/cuisine-guineenne.svg', 1),
  ('c0000000-0000-4000-8000-000000000002', 'Grillades', 'flame', '#DC2626', 'Poulet braisé, brochettes et poisson braisé.', '/images/seed/categories/grillades.svg', 2),
  ('c0000000-0000-4000-8000-000000000003', 'Fast-food', 'hamburger', '#F59E0B', 'Burgers, chawarmas, pizzas et frites.', '/images/seed/categories/fast-food.svg', 3),
  ('c0000000-0000-4000-8000-000000000004', 'Poissons et fruits de mer', 'fish', '#0284C7', 'Capitaine, carpe braisée, crevettes et gambas.', '/images/seed/categories/poissons.svg', 4),
  ('c0000000-0000-4000-8000-000000000005', 'Cuisine africaine', 'cooking-pot', '#B45309', 'Attiéké, mafé, yassa, thiéboudienne…', '/images/seed/categories/cuisine-africaine.svg', 5),
  ('c0000000-0000-4000-8000-000000000006', 'Cuisine internationale', 'globe', '#4F46E5', 'Pizzas, pâtes, cuisine libanaise et européenne.', '/images/seed/categories/cuisine-internationale.svg', 6),
  ('c0000000-0000-4000-8000-000000000007', 'Boissons', 'cup-soda', '#E11D48', 'Jus de bissap, gingembre, bouye et boissons fraîches.', '/images/seed/categories/boissons.svg', 7),
  ('c0000000-0000-4000-8000-000000000008', 'Café et petit-déjeuner', 'coffee', '#92400E', 'Café Touba, thé, pain beurre, omelettes.', '/images/seed/categories/cafe.svg', 8),
  ('c0000000-0000-4000-8000-000000000009', 'Pâtisserie et boulangerie', 'croissant', '#D97706', 'Pain, viennoiseries, gâteaux et beignets.', '/images/seed/categories/patisserie.svg', 9),
  ('c0000000-0000-4000-8000-000000000010', 'Fruits et légumes', 'carrot', '#16A34A', 'Produits frais des marchés de Guinée.', '/images/seed/categories/fruits-legumes.svg', 10),
  ('c0000000-0000-4000-8000-000000000011', 'Épicerie', 'shopping-basket', '#2563EB', 'Riz, huile, sucre, conserves et produits du quotidien.', '/images/seed/categories/epicerie.svg', 11),
  ('c0000000-0000-4000-8000-000000000012', 'Médicaments', 'pill', '#10B981', 'Médicaments sans ordonnance et conseils de votre pharmacien.', '/images/seed/categories/medicaments.svg', 12),
  ('c0000000-0000-4000-8000-000000000013', 'Santé et hygiène', 'heart-pulse', '#0D9488', 'Hygiène, soins, bébé et matériel médical.', '/images/seed/categories/sante-hygiene.svg', 13),
  ('c0000000-0000-4000-8000-000000000014', 'Téléphonie et accessoires', 'smartphone', '#7C3AED', 'Téléphones, chargeurs, écouteurs et batteries externes.', '/images/seed/categories/telephonie.svg', 14),
  ('c0000000-0000-4000-8000-000000000015', 'Beauté et bien-être', 'sparkles', '#DB2777', 'Karité, savon noir, cosmétiques et soins capillaires.', '/images/seed/categories/beaute.svg', 15),
  ('c0000000-0000-4000-8000-000000000016', 'Maison et divers', 'house', '#64748B', 'Quincaillerie, papeterie, cadeaux et articles de maison.', '/images/seed/categories/maison-divers.svg', 16)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "subscription_plans" ("id", "name", "plan_type", "price", "description", "features", "sort_order") VALUES
  ('a0000000-0000-4000-8000-000000000001', 'Essentiel', 'basic', 150000, 'Pour démarrer sur Livra : votre commerce en ligne et vos commandes payées à la livraison.',
    ARRAY['Fiche commerce et menu en ligne', 'Commandes illimitées', 'Paiement en espèces à la livraison', 'Tableau de bord des commandes', 'Assistance par e-mail'], 1),
  ('a0000000-0000-4000-8000-000000000002', 'Pro', 'standard', 300000, 'Pour les commerces qui veulent grandir : plus de visibilité et des statistiques détaillées.',
    ARRAY['Toute l''offre Essentiel', 'Mise en avant dans les résultats de recherche', 'Statistiques de ventes détaillées', 'Gestion des réservations', 'Jusqu''à 3 livreurs de service', 'Assistance prioritaire'], 2),
  ('a0000000-0000-4000-8000-000000000003', 'Premium', 'premium', 500000, 'Pour les enseignes à forte activité : visibilité maximale et accompagnement dédié.',
    ARRAY['Toute l''offre Pro', 'Place en tête de la page d''accueil', 'Livreurs de service illimités', 'Campagnes promotionnelles', 'Conseiller dédié', 'Assistance 7 jours sur 7'], 3)
ON CONFLICT ("name") DO NOTHING;
