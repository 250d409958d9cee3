CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"checkin_at" timestamp with time zone NOT NULL,
	"checkin_latitude" double precision,
	"checkin_longitude" double precision,
	"checkin_accuracy" real,
	"checkin_distance" real,
	"checkout_at" timestamp with time zone,
	"checkout_latitude" double precision,
	"checkout_longitude" double precision,
	"checkout_accuracy" real,
	"checkout_distance" real,
	"verified" boolean DEFAULT false NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "store_objectives" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_objectives" ADD COLUMN "reopened_by" integer;--> statement-breakpoint
ALTER TABLE "store_objectives" ADD COLUMN "reopen_comment" text;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_one_open_uq" ON "visits" USING btree ("user_id") WHERE "visits"."checkout_at" is null;--> statement-breakpoint
CREATE INDEX "visits_user_checkin_idx" ON "visits" USING btree ("user_id","checkin_at");--> statement-breakpoint
CREATE INDEX "visits_store_checkin_idx" ON "visits" USING btree ("store_id","checkin_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "store_objectives" ADD CONSTRAINT "store_objectives_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;