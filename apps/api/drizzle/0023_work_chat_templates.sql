CREATE TABLE "work_chat_templates" (
	"work_id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"bound_by" text,
	"bound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_chat_templates" ADD CONSTRAINT "work_chat_templates_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_chat_templates" ADD CONSTRAINT "work_chat_templates_bound_by_users_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;