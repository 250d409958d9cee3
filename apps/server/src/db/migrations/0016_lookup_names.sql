ALTER TABLE "regions" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "contact_subscription_types" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "incomplete_reasons" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "objective_statuses" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "objective_types" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "schedule_types" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "win_types" ADD COLUMN "name_fr" text;--> statement-breakpoint
-- French names of the values the migrations and the demo regions bring (issue 13); an admin gives
-- the French name of a value they add on the settings screen. Values renamed since keep theirs.
UPDATE "objective_statuses" AS t SET "name_fr" = v.name_fr FROM (VALUES
	(1, 'Incomplete', 'Incomplet'), (2, 'Completed', 'Terminé'), (3, 'Approved', 'Approuvé'),
	(4, 'Not Completed', 'Non terminé')
) AS v (id, name, name_fr) WHERE t.id = v.id AND t.name = v.name;--> statement-breakpoint
UPDATE "objective_types" AS t SET "name_fr" = v.name_fr FROM (VALUES
	(1, 'Display', 'Présentoir'), (2, 'Planogram Reset', 'Refonte du planogramme'), (3, 'Promotion', 'Promotion'),
	(4, 'Product Knowledge', 'Connaissance des produits'), (5, 'Inventory Check', 'Vérification des stocks'),
	(6, 'Merchandising Audit', 'Audit de marchandisage'), (7, 'Demo Day', 'Journée de démonstration')
) AS v (id, name, name_fr) WHERE t.id = v.id AND t.name = v.name;--> statement-breakpoint
UPDATE "incomplete_reasons" AS t SET "name_fr" = v.name_fr FROM (VALUES
	(1, 'Store refused', 'Refus du magasin'), (2, 'Product not received', 'Produit non reçu'),
	(3, 'Out of stock', 'Rupture de stock'), (4, 'No space available', 'Aucun espace disponible'),
	(5, 'Store manager not available', 'Gérant du magasin non disponible'), (6, 'Store closed', 'Magasin fermé')
) AS v (id, name, name_fr) WHERE t.id = v.id AND t.name = v.name;--> statement-breakpoint
UPDATE "schedule_types" AS t SET "name_fr" = v.name_fr FROM (VALUES
	(1, 'Store Visit', 'Visite en magasin'), (2, 'Meeting', 'Réunion'), (3, 'Office Day', 'Journée au bureau'),
	(4, 'Training', 'Formation'), (5, 'Time Off', 'Congé')
) AS v (id, name, name_fr) WHERE t.id = v.id AND t.name = v.name;--> statement-breakpoint
UPDATE "win_types" AS t SET "name_fr" = v.name_fr FROM (VALUES
	(1, 'Sales Win', 'Réussite de vente'), (2, 'Display Win', 'Réussite de présentoir'), (3, 'New Account', 'Nouveau compte'),
	(4, 'Training Win', 'Réussite de formation')
) AS v (id, name, name_fr) WHERE t.id = v.id AND t.name = v.name;--> statement-breakpoint
UPDATE "contact_subscription_types" AS t SET "name_fr" = v.name_fr FROM (VALUES
	(1, 'Wins', 'Réussites'), (2, 'Weekly Goods', 'Bulletins de la semaine'), (3, 'E-Learning', 'Formation en ligne')
) AS v (id, name, name_fr) WHERE t.id = v.id AND t.name = v.name;--> statement-breakpoint
UPDATE "trades" AS t SET "name_fr" = v.name_fr FROM (VALUES
	(1, 'Electrician', 'Électricien'), (2, 'Plumber', 'Plombier'), (3, 'Carpenter', 'Charpentier-menuisier'),
	(4, 'General Contractor', 'Entrepreneur général'), (5, 'HVAC Technician', 'Technicien en CVC'),
	(6, 'Landscaper', 'Paysagiste'), (7, 'Painter', 'Peintre'), (8, 'Roofer', 'Couvreur'), (9, 'Mechanic', 'Mécanicien'),
	(10, 'Remodeler', 'Rénovateur'), (11, 'Facility Maintenance', 'Entretien des installations'), (12, 'Welder', 'Soudeur')
) AS v (id, name, name_fr) WHERE t.id = v.id AND t.name = v.name;--> statement-breakpoint
UPDATE "regions" AS t SET "name_fr" = v.name_fr FROM (VALUES
	(7, 'Quebec', 'Québec'), (11, 'Atlantic', 'Atlantique'), (13, 'Alberta and North', 'Alberta et Nord'),
	(14, 'British Columbia and Yukon', 'Colombie-Britannique et Yukon'), (15, 'Greater Toronto', 'Grand Toronto')
) AS v (id, name, name_fr) WHERE t.id = v.id AND t.name = v.name;
