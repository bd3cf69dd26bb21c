CREATE TABLE "material_collection_types" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_collections" (
	"user_id" text NOT NULL,
	"material_id" text NOT NULL,
	"type_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_collections_user_id_material_id_pk" PRIMARY KEY("user_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" text PRIMARY KEY NOT NULL,
	"scope" integer NOT NULL,
	"team_id" text,
	"user_id" text,
	"source_key" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"cat1" text NOT NULL,
	"cat2" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title_norm" text NOT NULL,
	"content_norm" text NOT NULL,
	"tags_norm" text DEFAULT '' NOT NULL,
	"grams" text[] NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"hot_score" integer DEFAULT 0 NOT NULL,
	"comp_score" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_collection_types" ADD CONSTRAINT "material_collection_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_collections" ADD CONSTRAINT "material_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_collections" ADD CONSTRAINT "material_collections_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_collections" ADD CONSTRAINT "material_collections_type_id_material_collection_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."material_collection_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_collection_types_user_idx" ON "material_collection_types" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "material_collections_material_idx" ON "material_collections" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "materials_grams_gin" ON "materials" USING gin ("grams");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_source_key_idx" ON "materials" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "materials_comp_idx" ON "materials" USING btree ("scope","comp_score");--> statement-breakpoint
CREATE INDEX "materials_new_idx" ON "materials" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "materials_hot_idx" ON "materials" USING btree ("hot_score");--> statement-breakpoint
CREATE INDEX "materials_team_idx" ON "materials" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "materials_user_idx" ON "materials" USING btree ("user_id");