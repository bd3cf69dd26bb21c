CREATE TABLE "game_resource_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"work_id" text NOT NULL,
	"resource_type" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_resources" (
	"id" text PRIMARY KEY NOT NULL,
	"work_id" text NOT NULL,
	"resource_type" text NOT NULL,
	"name" text NOT NULL,
	"file_id" text NOT NULL,
	"category_id" text,
	"source" text NOT NULL,
	"creator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_resource_categories" ADD CONSTRAINT "game_resource_categories_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_resources" ADD CONSTRAINT "game_resources_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_resources" ADD CONSTRAINT "game_resources_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_resources" ADD CONSTRAINT "game_resources_category_id_game_resource_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_resource_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_resource_categories_work_idx" ON "game_resource_categories" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "game_resources_work_idx" ON "game_resources" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_resources_live_name_idx" ON "game_resources" USING btree ("work_id","resource_type","name") WHERE "game_resources"."deleted_at" is null;