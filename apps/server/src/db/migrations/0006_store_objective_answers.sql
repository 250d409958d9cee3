CREATE TABLE "store_objective_answers" (
	"store_objective_id" integer NOT NULL,
	"ref" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_objective_answers_store_objective_id_ref_pk" PRIMARY KEY("store_objective_id","ref")
);
--> statement-breakpoint
ALTER TABLE "store_objective_files" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "store_objective_answers" ADD CONSTRAINT "store_objective_answers_store_objective_id_store_objectives_id_fk" FOREIGN KEY ("store_objective_id") REFERENCES "store_objectives"("id") ON DELETE cascade ON UPDATE no action;