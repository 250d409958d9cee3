ALTER TABLE "districts" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incomplete_reasons" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "objective_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "win_types" ADD COLUMN "retired_at" timestamp with time zone;