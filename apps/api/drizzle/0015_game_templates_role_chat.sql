CREATE TABLE "game_chat_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"board_id" text NOT NULL,
	"node_id" text NOT NULL,
	"user_id" text NOT NULL,
	"agent" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_chat_memory" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"seq" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"work_id" text NOT NULL,
	"name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_chat_instances" ADD CONSTRAINT "game_chat_instances_board_id_game_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."game_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_chat_memory" ADD CONSTRAINT "game_chat_memory_instance_id_game_chat_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."game_chat_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_templates" ADD CONSTRAINT "game_templates_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_chat_instances_board_idx" ON "game_chat_instances" USING btree ("board_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_chat_memory_seq_idx" ON "game_chat_memory" USING btree ("instance_id","seq");--> statement-breakpoint
CREATE INDEX "game_templates_work_idx" ON "game_templates" USING btree ("work_id");