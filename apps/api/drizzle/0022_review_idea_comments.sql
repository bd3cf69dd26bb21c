ALTER TABLE "review_comments" DROP CONSTRAINT "review_comments_doc_id_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "review_versions" DROP CONSTRAINT "review_versions_doc_id_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "kind" text DEFAULT 'doc' NOT NULL;