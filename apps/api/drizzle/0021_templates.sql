CREATE TABLE "templates" (
	"id" text PRIMARY KEY NOT NULL,
	"source_key" text,
	"owner_id" text,
	"team_id" text,
	"published" boolean DEFAULT false NOT NULL,
	"publish_scope" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"doc_type" integer NOT NULL,
	"work_type" text DEFAULT 'ALL' NOT NULL,
	"content" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "templates_source_key_idx" ON "templates" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "templates_owner_idx" ON "templates" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "templates_team_idx" ON "templates" USING btree ("team_id");