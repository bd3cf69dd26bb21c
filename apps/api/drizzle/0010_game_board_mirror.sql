ALTER TABLE "game_boards" ADD COLUMN "content" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_boards" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_boards" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;