CREATE TABLE "sign_in_attempts" (
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"attempts" integer NOT NULL,
	"paused_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_attempts_phone_source_pk" PRIMARY KEY("phone","source")
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_last_idx" ON "sign_in_attempts" USING btree ("last_attempt_at");