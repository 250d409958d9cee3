CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_subscription_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "contact_subscription_types_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "incomplete_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objective_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objective_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "win_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "districts_name_idx" ON "districts" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "territories_name_idx" ON "territories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "stores_city_idx" ON "stores" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "stores_postal_code_idx" ON "stores" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "stores_province_idx" ON "stores" USING btree ("province");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("first_name"),lower("last_name"));--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree (lower("last_name"));