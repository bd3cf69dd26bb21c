CREATE TABLE "card_template_last_used" (
	"user_id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"mapping_type" integer DEFAULT 1 NOT NULL,
	"parent_id" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"idea_id" text NOT NULL,
	"work_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"template_id" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "cards_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_template_last_used" ADD CONSTRAINT "card_template_last_used_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_cards" ADD CONSTRAINT "idea_cards_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_cards" ADD CONSTRAINT "idea_cards_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_templates_user_idx" ON "card_templates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idea_cards_idea_idx" ON "idea_cards" USING btree ("idea_id","sort");