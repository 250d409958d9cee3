-- A store number identifies one live store (stores_number_uq below); an archived store's number is
-- free again. Live stores that already share a number (the demo of earlier versions had seven
-- pairs) keep it on the oldest one; each later one gets its number followed by its id, '2111-5012':
-- shown as such in the lists, and refused by the store form (digits only) until an admin gives
-- that store its own number. Its version moves on, so a form opened before is asked to reload.
UPDATE "stores" AS s SET "store_number" = s."store_number" || '-' || s."id", "updated_at" = now()
WHERE s."deleted_at" IS NULL AND EXISTS (
	SELECT 1 FROM "stores" AS o WHERE o."deleted_at" IS NULL AND o."store_number" = s."store_number" AND o."id" < s."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "stores_number_uq" ON "stores" USING btree ("store_number") WHERE "stores"."deleted_at" is null;
