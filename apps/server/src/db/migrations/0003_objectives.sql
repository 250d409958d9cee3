CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"upload_type" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objective_files" (
	"objective_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "objective_files_objective_id_file_id_pk" PRIMARY KEY("objective_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "objectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"objective_type_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"priority" text DEFAULT 'A' NOT NULL,
	"is_custom" smallint DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"due_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_objective_files" (
	"store_objective_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_objective_files_store_objective_id_file_id_pk" PRIMARY KEY("store_objective_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "store_objectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"objective_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"incomplete_reason_id" integer,
	"comments" text,
	"estimated_completion_date" date,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_files" ADD CONSTRAINT "objective_files_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_files" ADD CONSTRAINT "objective_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_objective_type_id_objective_types_id_fk" FOREIGN KEY ("objective_type_id") REFERENCES "objective_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_objective_files" ADD CONSTRAINT "store_objective_files_store_objective_id_store_objectives_id_fk" FOREIGN KEY ("store_objective_id") REFERENCES "store_objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_objective_files" ADD CONSTRAINT "store_objective_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_objectives" ADD CONSTRAINT "store_objectives_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_objectives" ADD CONSTRAINT "store_objectives_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_objectives" ADD CONSTRAINT "store_objectives_status_id_objective_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "objective_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_objectives" ADD CONSTRAINT "store_objectives_incomplete_reason_id_incomplete_reasons_id_fk" FOREIGN KEY ("incomplete_reason_id") REFERENCES "incomplete_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_objectives" ADD CONSTRAINT "store_objectives_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_objectives" ADD CONSTRAINT "store_objectives_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_uq" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_files_file_uq" ON "objective_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "objectives_start_date_idx" ON "objectives" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "objectives_due_date_idx" ON "objectives" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "objectives_title_idx" ON "objectives" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "store_objective_files_file_uq" ON "store_objective_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_objectives_objective_store_uq" ON "store_objectives" USING btree ("objective_id","store_id");--> statement-breakpoint
CREATE INDEX "store_objectives_objective_status_idx" ON "store_objectives" USING btree ("objective_id","status_id");--> statement-breakpoint
CREATE INDEX "store_objectives_store_idx" ON "store_objectives" USING btree ("store_id");