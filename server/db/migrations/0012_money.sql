CREATE TABLE "budget_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category_id" uuid,
	"crop_id" uuid,
	"amount_minor" bigint NOT NULL,
	"warned_at" timestamp with time zone,
	CONSTRAINT "budget_lines_kind_known" CHECK ("budget_lines"."kind" in ('expense_category', 'crop', 'income')),
	CONSTRAINT "budget_lines_amount_positive" CHECK ("budget_lines"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "budget_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"currency" text NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_plans_period_known" CHECK ("budget_plans"."period" in ('season', 'year')),
	CONSTRAINT "budget_plans_dates_ordered" CHECK ("budget_plans"."ends_on" >= "budget_plans"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"contributor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"occurred_on" date NOT NULL,
	"payment_method" text NOT NULL,
	"reference" text,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributions_kind_known" CHECK ("contributions"."kind" in ('contribution', 'withdrawal')),
	CONSTRAINT "contributions_amount_positive" CHECK ("contributions"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "contributors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text,
	"email" text,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributors_kind_known" CHECK ("contributors"."kind" in ('owner', 'partner', 'group', 'lender', 'other'))
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_receipts" (
	"expense_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"supplier_id" uuid,
	"description" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"spent_on" date NOT NULL,
	"payment_method" text NOT NULL,
	"reference" text,
	"crop_id" uuid,
	"field_id" uuid,
	"item_id" uuid,
	"movement_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount_minor" > 0),
	CONSTRAINT "expenses_tax_within_amount" CHECK ("expenses"."tax_minor" >= 0 and "expenses"."tax_minor" <= "expenses"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "farm_financial_settings" (
	"farm_id" uuid PRIMARY KEY NOT NULL,
	"fiscal_year_start_month" integer DEFAULT 1 NOT NULL,
	"payment_methods" jsonb DEFAULT '["cash","mpesa","bank_transfer","card","credit"]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farm_financial_settings_month" CHECK ("farm_financial_settings"."fiscal_year_start_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "finance_daily_totals" (
	"farm_id" uuid NOT NULL,
	"day" date NOT NULL,
	"income_minor" bigint DEFAULT 0 NOT NULL,
	"expense_minor" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "finance_daily_totals_pk" PRIMARY KEY("farm_id","day")
);
--> statement-breakpoint
CREATE TABLE "finance_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "finance_transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"farm_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"source" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"occurred_on" date NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"payment_method" text,
	"reference" text,
	"sale_id" uuid,
	"expense_id" uuid,
	"contribution_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_transactions_direction_known" CHECK ("finance_transactions"."direction" in ('income', 'expense')),
	CONSTRAINT "finance_transactions_source_known" CHECK ("finance_transactions"."source" in ('sale_payment', 'sale_refund', 'expense', 'contribution', 'withdrawal')),
	CONSTRAINT "finance_transactions_sign" CHECK (("finance_transactions"."direction" = 'income' and "finance_transactions"."amount_minor" >= 0) or ("finance_transactions"."direction" = 'expense' and "finance_transactions"."amount_minor" <= 0))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"basis_points" integer NOT NULL,
	"inclusive" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_basis_points_range" CHECK ("tax_rates"."basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"tax_id" text,
	"credit_limit_minor" bigint,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_credit_limit_not_negative" CHECK ("customers"."credit_limit_minor" is null or "customers"."credit_limit_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"farm_id" uuid PRIMARY KEY NOT NULL,
	"next_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"farm_id" uuid,
	"business_name" text,
	"address" text,
	"phone" text,
	"email" text,
	"tax_id" text,
	"payment_instructions" text,
	"footer" text,
	"number_prefix" text DEFAULT 'INV-' NOT NULL,
	"starting_number" integer DEFAULT 1 NOT NULL,
	"payment_terms_days" integer DEFAULT 14 NOT NULL,
	"logo_content_type" text,
	"logo" "bytea",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_starting_number_positive" CHECK ("invoice_settings"."starting_number" >= 1),
	CONSTRAINT "invoice_settings_terms_range" CHECK ("invoice_settings"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"number_text" text NOT NULL,
	"customer_id" uuid,
	"issuer" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"emailed_at" timestamp with time zone,
	"emailed_to" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" uuid,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_rate_id" uuid,
	"tax_name" text,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_inclusive" boolean DEFAULT false NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"returned_quantity" numeric(14, 2) DEFAULT '0' NOT NULL,
	"movement_id" uuid,
	CONSTRAINT "sale_lines_quantity_positive" CHECK ("sale_lines"."quantity" > 0),
	CONSTRAINT "sale_lines_returned_within" CHECK ("sale_lines"."returned_quantity" >= 0 and "sale_lines"."returned_quantity" <= "sale_lines"."quantity"),
	CONSTRAINT "sale_lines_price_not_negative" CHECK ("sale_lines"."unit_price_minor" >= 0 and "sale_lines"."discount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"kind" text DEFAULT 'payment' NOT NULL,
	"method" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"tendered_minor" bigint,
	"reference" text,
	"received_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	CONSTRAINT "sale_payments_kind_known" CHECK ("sale_payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "sale_payments_amount_positive" CHECK ("sale_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"sale_line_id" uuid NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"movement_id" uuid,
	CONSTRAINT "sale_return_lines_quantity_positive" CHECK ("sale_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"reason" text,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"farm_id" uuid NOT NULL,
	"customer_id" uuid,
	"customer_name" text,
	"status" text NOT NULL,
	"channel" text DEFAULT 'manual' NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"sold_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_status_known" CHECK ("sales"."status" in ('paid', 'part_paid', 'unpaid', 'refunded')),
	CONSTRAINT "sales_channel_known" CHECK ("sales"."channel" in ('manual', 'pos')),
	CONSTRAINT "sales_total_not_negative" CHECK ("sales"."total_minor" >= 0),
	CONSTRAINT "sales_paid_not_negative" CHECK ("sales"."paid_minor" >= 0 and "sales"."refunded_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_type_known";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "sale_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_plan_id_budget_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."budget_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_plans" ADD CONSTRAINT "budget_plans_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_plans" ADD CONSTRAINT "budget_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributors" ADD CONSTRAINT "contributors_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_financial_settings" ADD CONSTRAINT "farm_financial_settings_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_daily_totals" ADD CONSTRAINT "finance_daily_totals_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_return_id_sale_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sale_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_sale_line_id_sale_lines_id_fk" FOREIGN KEY ("sale_line_id") REFERENCES "public"."sale_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_lines_plan_idx" ON "budget_lines" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "budget_lines_farm_category_idx" ON "budget_lines" USING btree ("farm_id","category_id");--> statement-breakpoint
CREATE INDEX "budget_plans_farm_idx" ON "budget_plans" USING btree ("farm_id","starts_on");--> statement-breakpoint
CREATE INDEX "contributions_contributor_idx" ON "contributions" USING btree ("contributor_id","occurred_on");--> statement-breakpoint
CREATE INDEX "contributions_farm_idx" ON "contributions" USING btree ("farm_id","occurred_on");--> statement-breakpoint
CREATE UNIQUE INDEX "contributors_farm_name_unique" ON "contributors" USING btree ("farm_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_farm_name_unique" ON "expense_categories" USING btree (coalesce("farm_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "expenses_farm_day_idx" ON "expenses" USING btree ("farm_id","spent_on","id");--> statement-breakpoint
CREATE INDEX "expenses_farm_category_day_idx" ON "expenses" USING btree ("farm_id","category_id","spent_on");--> statement-breakpoint
CREATE INDEX "expenses_crop_idx" ON "expenses" USING btree ("crop_id") WHERE "expenses"."crop_id" is not null;--> statement-breakpoint
CREATE INDEX "finance_transactions_farm_day_idx" ON "finance_transactions" USING btree ("farm_id","occurred_on","seq");--> statement-breakpoint
CREATE INDEX "finance_transactions_farm_direction_day_idx" ON "finance_transactions" USING btree ("farm_id","direction","occurred_on","seq");--> statement-breakpoint
CREATE INDEX "finance_transactions_farm_category_day_idx" ON "finance_transactions" USING btree ("farm_id","category","occurred_on","seq");--> statement-breakpoint
CREATE INDEX "finance_transactions_sale_idx" ON "finance_transactions" USING btree ("sale_id") WHERE "finance_transactions"."sale_id" is not null;--> statement-breakpoint
CREATE INDEX "finance_transactions_expense_idx" ON "finance_transactions" USING btree ("expense_id") WHERE "finance_transactions"."expense_id" is not null;--> statement-breakpoint
CREATE INDEX "finance_transactions_contribution_idx" ON "finance_transactions" USING btree ("contribution_id") WHERE "finance_transactions"."contribution_id" is not null;--> statement-breakpoint
CREATE INDEX "tax_rates_farm_idx" ON "tax_rates" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "customers_farm_name_idx" ON "customers" USING btree ("farm_id",lower("name"));--> statement-breakpoint
CREATE INDEX "customers_farm_phone_idx" ON "customers" USING btree ("farm_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_settings_owner_default_unique" ON "invoice_settings" USING btree ("owner_user_id") WHERE "invoice_settings"."farm_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_settings_farm_unique" ON "invoice_settings" USING btree ("farm_id") WHERE "invoice_settings"."farm_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_farm_number_unique" ON "invoices" USING btree ("farm_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sale_unique" ON "invoices" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "invoices_farm_issued_idx" ON "invoices" USING btree ("farm_id","issued_on","number");--> statement-breakpoint
CREATE INDEX "sale_lines_sale_idx" ON "sale_lines" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "sale_lines_farm_item_idx" ON "sale_lines" USING btree ("farm_id","item_id");--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_payments_farm_mpesa_code_unique" ON "sale_payments" USING btree ("farm_id",upper("reference")) WHERE "sale_payments"."method" = 'mpesa' and "sale_payments"."kind" = 'payment' and "sale_payments"."reference" is not null;--> statement-breakpoint
CREATE INDEX "sale_return_lines_return_idx" ON "sale_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "sale_returns_sale_idx" ON "sale_returns" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sales_farm_sold_idx" ON "sales" USING btree ("farm_id","sold_at","id");--> statement-breakpoint
CREATE INDEX "sales_farm_status_sold_idx" ON "sales" USING btree ("farm_id","status","sold_at","id");--> statement-breakpoint
CREATE INDEX "sales_customer_status_idx" ON "sales" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_farm_sku_unique" ON "inventory_items" USING btree ("farm_id",lower("sku")) WHERE "inventory_items"."sku" is not null;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_sale_price_not_negative" CHECK ("inventory_items"."sale_price_minor" is null or "inventory_items"."sale_price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_type_known" CHECK ("stock_movements"."type" in ('receive', 'consume', 'transfer_out', 'transfer_in', 'adjust', 'harvest', 'sale', 'return'));--> statement-breakpoint
-- Hand-written: the cash book names the sale, expense or contribution that made each entry. The sales schema
-- imports the finances one, so these keys are written here rather than in Drizzle. A sale or expense with cash-book
-- entries is never deleted (refunds and reversals are entries of their own).
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The expense categories every farm has (farm_id null); a farm adds its own beside them.
INSERT INTO "expense_categories" ("id", "farm_id", "name") VALUES
	('00000000-0000-4000-8000-0000000000e1', NULL, 'Seeds and seedlings'),
	('00000000-0000-4000-8000-0000000000e2', NULL, 'Fertilizer'),
	('00000000-0000-4000-8000-0000000000e3', NULL, 'Crop protection'),
	('00000000-0000-4000-8000-0000000000e4', NULL, 'Animal feed'),
	('00000000-0000-4000-8000-0000000000e5', NULL, 'Veterinary'),
	('00000000-0000-4000-8000-0000000000e6', NULL, 'Labour'),
	('00000000-0000-4000-8000-0000000000e7', NULL, 'Fuel and power'),
	('00000000-0000-4000-8000-0000000000e8', NULL, 'Equipment and repairs'),
	('00000000-0000-4000-8000-0000000000e9', NULL, 'Transport'),
	('00000000-0000-4000-8000-0000000000ea', NULL, 'Water and irrigation'),
	('00000000-0000-4000-8000-0000000000eb', NULL, 'Rent and land'),
	('00000000-0000-4000-8000-0000000000ec', NULL, 'Packaging'),
	('00000000-0000-4000-8000-0000000000ed', NULL, 'Fees and licences'),
	('00000000-0000-4000-8000-0000000000ee', NULL, 'Other');
--> statement-breakpoint
CREATE TABLE "task_revisions" (
	"farm_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_revisions" ADD CONSTRAINT "task_revisions_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: every change of a farm's tasks (whoever writes: the API, the recurrence, a crop's deletion that
-- cascades) and of its teams' members (what "mine" matches) bumps the farm's task revision in the writer's
-- transaction. Statement-level with transition tables, farms in a fixed order, only farms that still exist, as
-- the inventory revision does (migration 0005).
CREATE OR REPLACE FUNCTION task_revisions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_revisions AS r (farm_id, revision)
  SELECT DISTINCT c.farm_id, 1 FROM changed_rows c JOIN farms f ON f.id = c.farm_id ORDER BY c.farm_id
  ON CONFLICT (farm_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_revision_insert AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_revisions_bump();
--> statement-breakpoint
CREATE TRIGGER tasks_revision_update AFTER UPDATE ON tasks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_revisions_bump();
--> statement-breakpoint
CREATE TRIGGER tasks_revision_delete AFTER DELETE ON tasks
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_revisions_bump();
--> statement-breakpoint
CREATE TRIGGER team_members_task_revision_insert AFTER INSERT ON team_members
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_revisions_bump();
--> statement-breakpoint
CREATE TRIGGER team_members_task_revision_update AFTER UPDATE ON team_members
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_revisions_bump();
--> statement-breakpoint
CREATE TRIGGER team_members_task_revision_delete AFTER DELETE ON team_members
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_revisions_bump();
--> statement-breakpoint
-- Hand-written: one active tax rate per name on a farm (case-insensitive), and one active customer per phone
-- number; the services answer 409 first, these indexes are the backstop for two writes at once.
CREATE UNIQUE INDEX "tax_rates_farm_active_name_unique" ON "tax_rates" USING btree ("farm_id",lower("name")) WHERE "tax_rates"."archived_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_farm_active_phone_unique" ON "customers" USING btree ("farm_id","phone") WHERE "customers"."archived_at" is null and "customers"."phone" is not null;
--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD COLUMN "day_running_minor" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Hand-written: a stock change moves the farm's inventory revision as its transaction commits, not at its first
-- item update. The revision row is one per farm, so a bump made early held its lock through the rest of the write
-- (a sale's other lines, its payment, its cash-book entry) and every other sale of the farm waited behind it
-- (docs/decisions/039 "Hot rows"). Deferred to commit, the lock is held for an instant, and the bump still commits
-- with the change it counts. Once per farm per transaction: the transaction remembers the farms it bumped.
DROP TRIGGER IF EXISTS inventory_items_revision_update ON inventory_items;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_items_bump_revision_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marker text := 'shamba.inventory_bumped_' || replace(NEW.farm_id::text, '-', '');
BEGIN
  IF current_setting(marker, true) = '1' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(marker, '1', true);
  INSERT INTO inventory_revisions AS r (farm_id, revision)
  SELECT f.id, 1 FROM farms f WHERE f.id = NEW.farm_id
  ON CONFLICT (farm_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER inventory_items_revision_update AFTER UPDATE ON inventory_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory_items_bump_revision_at_commit();
--> statement-breakpoint
-- Hand-written: the task list keeps whole pages (rows with the names beside them), so the task revision also moves
-- with what those rows show: a task's checklist and inputs, and the names of its crop, field, team, item, farm and
-- people (docs/product/tasks.md "The list").
CREATE TRIGGER task_inputs_task_revision_insert AFTER INSERT ON task_inputs
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_revisions_bump();
--> statement-breakpoint
CREATE TRIGGER task_inputs_task_revision_update AFTER UPDATE ON task_inputs
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_revisions_bump();
--> statement-breakpoint
CREATE TRIGGER task_inputs_task_revision_delete AFTER DELETE ON task_inputs
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_revisions_bump();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_checklist_bump_task_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_revisions AS r (farm_id, revision)
  SELECT DISTINCT t.farm_id, 1 FROM changed_rows c JOIN tasks t ON t.id = c.task_id ORDER BY t.farm_id
  ON CONFLICT (farm_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_checklist_task_revision_insert AFTER INSERT ON task_checklist_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_checklist_bump_task_revision();
--> statement-breakpoint
CREATE TRIGGER task_checklist_task_revision_update AFTER UPDATE ON task_checklist_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_checklist_bump_task_revision();
--> statement-breakpoint
CREATE TRIGGER task_checklist_task_revision_delete AFTER DELETE ON task_checklist_items
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION task_checklist_bump_task_revision();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION farm_record_renamed_bump_task_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_revisions AS r (farm_id, revision)
  SELECT f.id, 1 FROM farms f WHERE f.id = NEW.farm_id
  ON CONFLICT (farm_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER crops_task_revision AFTER UPDATE OF name ON crops
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION farm_record_renamed_bump_task_revision();
--> statement-breakpoint
CREATE TRIGGER fields_task_revision AFTER UPDATE OF name ON fields
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION farm_record_renamed_bump_task_revision();
--> statement-breakpoint
CREATE TRIGGER teams_task_revision AFTER UPDATE OF name ON teams
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION farm_record_renamed_bump_task_revision();
--> statement-breakpoint
CREATE TRIGGER inventory_items_task_revision AFTER UPDATE OF name ON inventory_items
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION farm_record_renamed_bump_task_revision();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION farms_bump_task_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_revisions AS r (farm_id, revision) VALUES (NEW.id, 1)
  ON CONFLICT (farm_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER farms_task_revision AFTER UPDATE OF name, timezone ON farms
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION farms_bump_task_revision();
--> statement-breakpoint
-- A person's new name shows on the tasks of every farm they belong to.
CREATE OR REPLACE FUNCTION users_renamed_bump_task_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_revisions AS r (farm_id, revision)
  SELECT DISTINCT m.farm_id, 1 FROM farm_members m WHERE m.user_id = NEW.id ORDER BY m.farm_id
  ON CONFLICT (farm_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_task_revision AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION users_renamed_bump_task_revision();
