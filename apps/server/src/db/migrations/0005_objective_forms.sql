CREATE TABLE "objective_field_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objective_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"objective_id" integer NOT NULL,
	"ref" text NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"display_order" integer NOT NULL,
	"meta" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objective_field_templates" ADD CONSTRAINT "objective_field_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_fields" ADD CONSTRAINT "objective_fields_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "objective_field_templates_name_uq" ON "objective_field_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "objective_fields_objective_ref_uq" ON "objective_fields" USING btree ("objective_id","ref");