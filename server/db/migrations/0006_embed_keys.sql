CREATE TABLE "embed_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"publishable_key" text NOT NULL,
	"allowed_origins" text[] NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "embed_keys_publishable_key_unique" UNIQUE("publishable_key")
);
--> statement-breakpoint
CREATE TABLE "widget_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "widget_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "embed_keys" ADD CONSTRAINT "embed_keys_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_keys" ADD CONSTRAINT "embed_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_sessions" ADD CONSTRAINT "widget_sessions_key_id_embed_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."embed_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_keys_user_idx" ON "embed_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "embed_keys_farm_idx" ON "embed_keys" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "widget_sessions_key_idx" ON "widget_sessions" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "widget_sessions_expiry_idx" ON "widget_sessions" USING btree ("expires_at");