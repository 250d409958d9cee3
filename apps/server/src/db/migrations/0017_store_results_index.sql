DROP INDEX "store_objectives_store_idx";--> statement-breakpoint
CREATE INDEX "store_objectives_store_results_idx" ON "store_objectives" USING btree ("store_id","objective_id","status_id");