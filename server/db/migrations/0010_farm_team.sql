CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"farm_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"surface" text NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"email" text,
	"phone_number" text,
	"role" text NOT NULL,
	"role_id" uuid,
	"job_title" text,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"invited_by" uuid,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farm_invitations_contact" CHECK ("farm_invitations"."email" is not null or "farm_invitations"."phone_number" is not null),
	CONSTRAINT "farm_invitations_role_known" CHECK (("farm_invitations"."role" in ('owner', 'manager', 'worker', 'viewer') and "farm_invitations"."role_id" is null) or ("farm_invitations"."role" = 'custom' and "farm_invitations"."role_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farm_members" ADD COLUMN "role_id" uuid;--> statement-breakpoint
ALTER TABLE "farm_members" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "farm_members" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "farm_members" ADD COLUMN "pay_rate" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "farm_members" ADD COLUMN "pay_period" text;--> statement-breakpoint
ALTER TABLE "farm_members" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "farm_members" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_roles" ADD CONSTRAINT "farm_roles_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_invitations" ADD CONSTRAINT "farm_invitations_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_invitations" ADD CONSTRAINT "farm_invitations_role_id_farm_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."farm_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_invitations" ADD CONSTRAINT "farm_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_invitations" ADD CONSTRAINT "farm_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_membership_fk" FOREIGN KEY ("farm_id","user_id") REFERENCES "public"."farm_members"("farm_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_farm_idx" ON "activity_log" USING btree ("farm_id","id");--> statement-breakpoint
CREATE INDEX "activity_log_farm_actor_idx" ON "activity_log" USING btree ("farm_id","actor_id","id");--> statement-breakpoint
CREATE INDEX "activity_log_farm_module_idx" ON "activity_log" USING btree ("farm_id","module","id");--> statement-breakpoint
CREATE INDEX "activity_log_farm_created_idx" ON "activity_log" USING btree ("farm_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "farm_roles_farm_name_unique" ON "farm_roles" USING btree ("farm_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "farm_invitations_token_hash_unique" ON "farm_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "farm_invitations_code_hash_unique" ON "farm_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "farm_invitations_farm_idx" ON "farm_invitations" USING btree ("farm_id","created_at");--> statement-breakpoint
CREATE INDEX "team_members_member_idx" ON "team_members" USING btree ("farm_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_farm_name_unique" ON "teams" USING btree ("farm_id",lower("name"));--> statement-breakpoint
ALTER TABLE "farm_members" ADD CONSTRAINT "farm_members_role_id_farm_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."farm_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_members" ADD CONSTRAINT "farm_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farm_members_role_idx" ON "farm_members" USING btree ("role_id");--> statement-breakpoint
ALTER TABLE "farm_members" DROP COLUMN "permissions";--> statement-breakpoint
-- Roles other than the built-in four never existed outside tests; any such row becomes a viewer rather than
-- failing the check below.
UPDATE "farm_members" SET "role" = 'viewer' WHERE "role" NOT IN ('owner', 'manager', 'worker', 'viewer');--> statement-breakpoint
ALTER TABLE "farm_members" ADD CONSTRAINT "farm_members_role_known" CHECK (("farm_members"."role" in ('owner', 'manager', 'worker', 'viewer') and "farm_members"."role_id" is null) or ("farm_members"."role" = 'custom' and "farm_members"."role_id" is not null));--> statement-breakpoint
ALTER TABLE "farm_members" ADD CONSTRAINT "farm_members_pay_period_known" CHECK ("farm_members"."pay_period" in ('hour', 'day', 'week', 'month'));