CREATE TABLE "collab_update_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "collab_update_log_name_idx" ON "collab_update_log" USING btree ("name","id");