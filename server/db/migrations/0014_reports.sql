CREATE TABLE "finance_category_months" (
	"farm_id" uuid NOT NULL,
	"month" date NOT NULL,
	"direction" text NOT NULL,
	"category" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "finance_category_months_pk" PRIMARY KEY("farm_id","month","direction","category")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"report" text NOT NULL,
	"scope" text DEFAULT 'farm' NOT NULL,
	"frequency" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_report_known" CHECK ("report_schedules"."report" in ('financial', 'crop-performance', 'inventory', 'sales', 'expenses', 'activity')),
	CONSTRAINT "report_schedules_scope_known" CHECK ("report_schedules"."scope" in ('farm', 'all')),
	CONSTRAINT "report_schedules_frequency_known" CHECK ("report_schedules"."frequency" in ('weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "organization_farms" DROP CONSTRAINT "organization_farms_shares_known";--> statement-breakpoint
ALTER TABLE "finance_category_months" ADD CONSTRAINT "finance_category_months_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_schedules_unique" ON "report_schedules" USING btree ("user_id","farm_id","report","scope","frequency");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_at");--> statement-breakpoint
ALTER TABLE "organization_farms" ADD CONSTRAINT "organization_farms_shares_known" CHECK ("organization_farms"."shares" <@ array['stock_value', 'low_stock_count', 'expiring_count', 'recent_alerts', 'money_summary', 'crop_summary']::text[]);--> statement-breakpoint
INSERT INTO "finance_category_months" ("farm_id", "month", "direction", "category", "amount_minor", "entries")
SELECT "farm_id", date_trunc('month', "occurred_on")::date, "direction", "category", sum(abs("amount_minor")), count(*)
FROM "finance_transactions"
GROUP BY 1, 2, 3, 4;
