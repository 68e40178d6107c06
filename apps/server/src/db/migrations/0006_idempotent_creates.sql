ALTER TABLE "classes" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_idempotency_idx" ON "classes" USING btree ("instructor_id","idempotency_key") WHERE "classes"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "venues_idempotency_idx" ON "venues" USING btree ("owner_id","idempotency_key") WHERE "venues"."idempotency_key" is not null;