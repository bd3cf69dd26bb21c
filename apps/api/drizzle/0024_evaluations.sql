CREATE TABLE "evaluate_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"evaluate_id" text NOT NULL,
	"snapshot_id" text NOT NULL,
	"job_id" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluate_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"evaluate_id" text NOT NULL,
	"job_id" text NOT NULL,
	"text" text NOT NULL,
	"char_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluate_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluate_works" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"work_from" integer NOT NULL,
	"work_id" text,
	"upload_id" text,
	"work_name" text NOT NULL,
	"genre" text DEFAULT 'script' NOT NULL,
	"status" integer NOT NULL,
	"job_id" text,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluate_reports" ADD CONSTRAINT "evaluate_reports_evaluate_id_evaluate_works_id_fk" FOREIGN KEY ("evaluate_id") REFERENCES "public"."evaluate_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluate_reports" ADD CONSTRAINT "evaluate_reports_snapshot_id_evaluate_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."evaluate_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluate_snapshots" ADD CONSTRAINT "evaluate_snapshots_evaluate_id_evaluate_works_id_fk" FOREIGN KEY ("evaluate_id") REFERENCES "public"."evaluate_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluate_uploads" ADD CONSTRAINT "evaluate_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluate_works" ADD CONSTRAINT "evaluate_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluate_works" ADD CONSTRAINT "evaluate_works_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluate_works" ADD CONSTRAINT "evaluate_works_upload_id_evaluate_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."evaluate_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluate_reports_eval_idx" ON "evaluate_reports" USING btree ("evaluate_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluate_snapshots_eval_idx" ON "evaluate_snapshots" USING btree ("evaluate_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluate_works_user_idx" ON "evaluate_works" USING btree ("user_id","created_at");