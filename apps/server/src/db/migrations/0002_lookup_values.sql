-- Lookup values named by the specification and DESIGN §4; present with or without demo data.
INSERT INTO "objective_statuses" ("id", "name") VALUES
	(1, 'Incomplete'), (2, 'Completed'), (3, 'Approved'), (4, 'Not Completed')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "objective_types" ("id", "name") VALUES
	(1, 'Display'), (2, 'Planogram Reset'), (3, 'Promotion'), (4, 'Product Knowledge'),
	(5, 'Inventory Check'), (6, 'Merchandising Audit'), (7, 'Demo Day')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "incomplete_reasons" ("id", "name") VALUES
	(1, 'Store refused'), (2, 'Product not received'), (3, 'Out of stock'), (4, 'No space available'),
	(5, 'Store manager not available'), (6, 'Store closed')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "schedule_types" ("id", "name") VALUES
	(1, 'Store Visit'), (2, 'Meeting'), (3, 'Office Day'), (4, 'Training'), (5, 'Time Off')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "win_types" ("id", "name") VALUES
	(1, 'Sales Win'), (2, 'Display Win'), (3, 'New Account'), (4, 'Training Win')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "contact_subscription_types" ("id", "name", "type") VALUES
	(1, 'Wins', 'win'), (2, 'Weekly Goods', 'weekly_good'), (3, 'E-Learning', 'e_learning')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "brands" ("id", "name") VALUES
	(1, 'Milwaukee'), (2, 'RYOBI'), (3, 'RIDGID'), (4, 'Empire'), (5, 'AEG'), (6, 'Hoover'),
	(7, 'DeWalt'), (8, 'Makita'), (9, 'Bosch'), (10, 'Stanley'), (11, 'Rust-Oleum'), (12, 'Moen'),
	(13, 'Weber'), (14, 'Scotts'), (15, 'Yale'), (16, 'Delta')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "trades" ("id", "name") VALUES
	(1, 'Electrician'), (2, 'Plumber'), (3, 'Carpenter'), (4, 'General Contractor'), (5, 'HVAC Technician'),
	(6, 'Landscaper'), (7, 'Painter'), (8, 'Roofer'), (9, 'Mechanic'), (10, 'Remodeler'),
	(11, 'Facility Maintenance'), (12, 'Welder')
ON CONFLICT ("id") DO NOTHING;
