CREATE TABLE "game_boards" (
	"id" text PRIMARY KEY NOT NULL,
	"work_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_boards" ADD CONSTRAINT "game_boards_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_boards_work_idx" ON "game_boards" USING btree ("work_id");