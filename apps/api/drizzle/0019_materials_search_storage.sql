CREATE INDEX "materials_comp_score_idx" ON "materials" USING btree ("comp_score");--> statement-breakpoint
-- Rows stay narrow (the token array lives in TOAST, uncompressed): a search visits fewer heap pages.
ALTER TABLE "materials" ALTER COLUMN "grams" SET STORAGE EXTERNAL;
