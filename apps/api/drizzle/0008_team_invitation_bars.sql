CREATE TABLE "team_invitation_bars" (
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"barred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invitation_bars_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
ALTER TABLE "team_invitation_bars" ADD CONSTRAINT "team_invitation_bars_code_team_invitations_code_fk" FOREIGN KEY ("code") REFERENCES "public"."team_invitations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitation_bars" ADD CONSTRAINT "team_invitation_bars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;