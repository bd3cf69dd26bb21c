ALTER TABLE "tokens" ADD COLUMN "family_id" text;--> statement-breakpoint
CREATE INDEX "tokens_family_idx" ON "tokens" USING btree ("family_id");