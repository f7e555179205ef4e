CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "farm_members" (
	"farm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"permissions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farm_members_farm_id_user_id_pk" PRIMARY KEY("farm_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "farms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"size" numeric(14, 2),
	"size_unit" text DEFAULT 'acres' NOT NULL,
	"main_enterprise" text DEFAULT 'crops' NOT NULL,
	"currency" text DEFAULT 'KES' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farms_status_known" CHECK ("farms"."status" in ('active', 'archived')),
	CONSTRAINT "farms_size_unit_known" CHECK ("farms"."size_unit" in ('acres', 'hectares'))
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid,
	"type" text NOT NULL,
	"subject_id" uuid,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"supplier_id" uuid,
	"item_type" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"reorder_level" numeric(14, 2),
	"max_level" numeric(14, 2),
	"unit_cost_minor" bigint,
	"description" text,
	"expiry_date" date,
	"purchase_date" date,
	"manufacturer" text,
	"model_number" text,
	"serial_number" text,
	"warranty_expiration" date,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_quantity_nonnegative" CHECK ("inventory_items"."quantity" >= 0),
	CONSTRAINT "inventory_items_type_known" CHECK ("inventory_items"."item_type" in ('input', 'equipment', 'product')),
	CONSTRAINT "inventory_items_status_known" CHECK ("inventory_items"."status" in ('normal', 'low', 'excess', 'available', 'depleted', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"type" text NOT NULL,
	"quantity_change" numeric(14, 2) NOT NULL,
	"quantity_after" numeric(14, 2) NOT NULL,
	"location_id" uuid NOT NULL,
	"transfer_id" uuid,
	"counterpart_location_id" uuid,
	"unit_cost_minor" bigint,
	"supplier_id" uuid,
	"note" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_type_known" CHECK ("stock_movements"."type" in ('receive', 'consume', 'transfer_out', 'transfer_in', 'adjust', 'harvest', 'sale'))
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'Warehouse' NOT NULL,
	"capacity" numeric(14, 2) DEFAULT '0' NOT NULL,
	"capacity_unit" text DEFAULT 'sq ft' NOT NULL,
	"manual_utilization" numeric(14, 2) DEFAULT '0' NOT NULL,
	"temperature_controlled" boolean DEFAULT false NOT NULL,
	"humidity_controlled" boolean DEFAULT false NOT NULL,
	"address" text,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"security_level" text DEFAULT 'standard' NOT NULL,
	"parent_location_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_locations_capacity_nonnegative" CHECK ("storage_locations"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farm_members" ADD CONSTRAINT "farm_members_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_members" ADD CONSTRAINT "farm_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_parent_location_id_storage_locations_id_fk" FOREIGN KEY ("parent_location_id") REFERENCES "public"."storage_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farm_members_user_idx" ON "farm_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "farms_owner_idx" ON "farms" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("delivered_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_events_dedupe_unique" ON "domain_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_items_farm_name_idx" ON "inventory_items" USING btree ("farm_id","name","id");--> statement-breakpoint
CREATE INDEX "inventory_items_farm_type_idx" ON "inventory_items" USING btree ("farm_id","item_type","name");--> statement-breakpoint
CREATE INDEX "inventory_items_farm_status_idx" ON "inventory_items" USING btree ("farm_id","status","name");--> statement-breakpoint
CREATE INDEX "inventory_items_farm_category_idx" ON "inventory_items" USING btree ("farm_id","category","name");--> statement-breakpoint
CREATE INDEX "inventory_items_location_idx" ON "inventory_items" USING btree ("location_id","name");--> statement-breakpoint
CREATE INDEX "inventory_items_supplier_idx" ON "inventory_items" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "inventory_items_farm_updated_idx" ON "inventory_items" USING btree ("farm_id","updated_at");--> statement-breakpoint
CREATE INDEX "inventory_items_search_trgm_idx" ON "inventory_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_farm_idx" ON "stock_movements" USING btree ("farm_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_supplier_idx" ON "stock_movements" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "storage_locations_farm_idx" ON "storage_locations" USING btree ("farm_id","name");--> statement-breakpoint
CREATE INDEX "suppliers_farm_idx" ON "suppliers" USING btree ("farm_id","name");