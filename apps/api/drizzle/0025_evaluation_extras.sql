CREATE TABLE "character_analyses" (
	"evaluate_id" text PRIMARY KEY NOT NULL,
	"snapshot_id" text,
	"job_id" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluate_base_works" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"evaluate_id" text NOT NULL,
	"report_id" text NOT NULL,
	"base_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluate_snapshots" ADD COLUMN "docs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "character_analyses" ADD CONSTRAINT "character_analyses_evaluate_id_evaluate_works_id_fk" FOREIGN KEY ("evaluate_id") REFERENCES "public"."evaluate_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_analyses" ADD CONSTRAINT "character_analyses_snapshot_id_evaluate_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."evaluate_snapshots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluate_base_works" ADD CONSTRAINT "evaluate_base_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluate_base_works" ADD CONSTRAINT "evaluate_base_works_evaluate_id_evaluate_works_id_fk" FOREIGN KEY ("evaluate_id") REFERENCES "public"."evaluate_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluate_base_works" ADD CONSTRAINT "evaluate_base_works_report_id_evaluate_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."evaluate_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluate_base_works_report_idx" ON "evaluate_base_works" USING btree ("user_id","report_id");--> statement-breakpoint
CREATE INDEX "evaluate_base_works_user_idx" ON "evaluate_base_works" USING btree ("user_id","created_at");