CREATE TABLE "chat_history" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"stream_id" text NOT NULL,
	"kind" text NOT NULL,
	"query" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"model" text NOT NULL,
	"state" text NOT NULL,
	"doc_id" text,
	"idea_id" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"token_estimate" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_history" ADD CONSTRAINT "chat_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_history_user_idx" ON "chat_history" USING btree ("user_id","start_time");