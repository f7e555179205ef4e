CREATE TABLE "crop_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"crop_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"planned_start_date" date,
	"started_on" date,
	"ended_on" date
);
--> statement-breakpoint
CREATE TABLE "crop_template_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"day_offset" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crop_template_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"stage_id" uuid,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"kind" text DEFAULT 'general' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"day_offset" integer NOT NULL,
	"inputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crop_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid,
	"name" text NOT NULL,
	"crop_name" text NOT NULL,
	"variety" text,
	"description" text,
	"duration_days" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"name" text NOT NULL,
	"variety" text,
	"season" text NOT NULL,
	"area" numeric(14, 4) NOT NULL,
	"area_unit" text NOT NULL,
	"planting_date" date NOT NULL,
	"expected_harvest_date" date,
	"expected_yield" numeric(14, 2),
	"yield_unit" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"current_stage_id" uuid,
	"template_id" uuid,
	"copied_from_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crops_status_known" CHECK ("crops"."status" in ('planned', 'growing', 'harvested', 'failed')),
	CONSTRAINT "crops_area_unit_known" CHECK ("crops"."area_unit" in ('acres', 'hectares', 'square_metres'))
);
--> statement-breakpoint
CREATE TABLE "harvests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"crop_id" uuid NOT NULL,
	"task_id" uuid,
	"item_id" uuid NOT NULL,
	"movement_id" uuid NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit" text NOT NULL,
	"lot" text,
	"quality_grade" text,
	"harvested_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "harvests_quantity_positive" CHECK ("harvests"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"area" numeric(14, 4) NOT NULL,
	"area_unit" text NOT NULL,
	"soil_type" text,
	"irrigation" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fields_area_unit_known" CHECK ("fields"."area_unit" in ('acres', 'hectares', 'square_metres')),
	CONSTRAINT "fields_area_positive" CHECK ("fields"."area" > 0)
);
--> statement-breakpoint
CREATE TABLE "soil_sample_reports" (
	"sample_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soil_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"sampled_on" date NOT NULL,
	"depth_cm" numeric(8, 2),
	"location" text,
	"lab_name" text,
	"ph" numeric(6, 2),
	"nitrogen" numeric(12, 3),
	"phosphorus" numeric(12, 3),
	"potassium" numeric(12, 3),
	"organic_matter" numeric(8, 3),
	"ec" numeric(10, 3),
	"extra_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"retest_interval_days" integer,
	"retest_due_on" date,
	"retest_reminded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soil_samples_ph_range" CHECK ("soil_samples"."ph" is null or ("soil_samples"."ph" >= 0 and "soil_samples"."ph" <= 14))
);
--> statement-breakpoint
CREATE TABLE "task_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_inputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"item_id" uuid,
	"input_name" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit" text NOT NULL,
	"movement_id" uuid,
	CONSTRAINT "task_inputs_quantity_positive" CHECK ("task_inputs"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"kind" text DEFAULT 'general' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"assignee_user_id" uuid,
	"assignee_team_id" uuid,
	"field_id" uuid,
	"crop_id" uuid,
	"crop_stage_id" uuid,
	"item_id" uuid,
	"template_task_id" uuid,
	"due_date" date NOT NULL,
	"due_time" time,
	"hours_worked" numeric(8, 2) DEFAULT '0' NOT NULL,
	"series_id" uuid,
	"repeat_every" integer,
	"repeat_unit" text,
	"repeat_until" date,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_known" CHECK ("tasks"."status" in ('todo', 'in_progress', 'done', 'cancelled')),
	CONSTRAINT "tasks_priority_known" CHECK ("tasks"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "tasks_repeat_unit_known" CHECK ("tasks"."repeat_unit" is null or "tasks"."repeat_unit" in ('days', 'weeks')),
	CONSTRAINT "tasks_hours_not_negative" CHECK ("tasks"."hours_worked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "timezone" text DEFAULT 'Africa/Nairobi' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "crop_stages" ADD CONSTRAINT "crop_stages_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_stages" ADD CONSTRAINT "crop_stages_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_template_stages" ADD CONSTRAINT "crop_template_stages_template_id_crop_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."crop_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_template_tasks" ADD CONSTRAINT "crop_template_tasks_template_id_crop_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."crop_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_template_tasks" ADD CONSTRAINT "crop_template_tasks_stage_id_crop_template_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."crop_template_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_templates" ADD CONSTRAINT "crop_templates_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_templates" ADD CONSTRAINT "crop_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_template_id_crop_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."crop_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soil_sample_reports" ADD CONSTRAINT "soil_sample_reports_sample_id_soil_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."soil_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soil_samples" ADD CONSTRAINT "soil_samples_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soil_samples" ADD CONSTRAINT "soil_samples_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soil_samples" ADD CONSTRAINT "soil_samples_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_checklist_items" ADD CONSTRAINT "task_checklist_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_checklist_items" ADD CONSTRAINT "task_checklist_items_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_inputs" ADD CONSTRAINT "task_inputs_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_inputs" ADD CONSTRAINT "task_inputs_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_inputs" ADD CONSTRAINT "task_inputs_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_inputs" ADD CONSTRAINT "task_inputs_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_team_id_teams_id_fk" FOREIGN KEY ("assignee_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_crop_stage_id_crop_stages_id_fk" FOREIGN KEY ("crop_stage_id") REFERENCES "public"."crop_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_template_task_id_crop_template_tasks_id_fk" FOREIGN KEY ("template_task_id") REFERENCES "public"."crop_template_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crop_stages_position_unique" ON "crop_stages" USING btree ("crop_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "crop_template_stages_position_unique" ON "crop_template_stages" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "crop_template_tasks_template_idx" ON "crop_template_tasks" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "crop_templates_name_unique" ON "crop_templates" USING btree (coalesce("farm_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "crops_farm_idx" ON "crops" USING btree ("farm_id","planting_date");--> statement-breakpoint
CREATE INDEX "crops_field_idx" ON "crops" USING btree ("field_id","planting_date");--> statement-breakpoint
CREATE INDEX "crops_farm_season_idx" ON "crops" USING btree ("farm_id","season");--> statement-breakpoint
CREATE INDEX "harvests_crop_idx" ON "harvests" USING btree ("crop_id","harvested_on");--> statement-breakpoint
CREATE UNIQUE INDEX "fields_farm_name_unique" ON "fields" USING btree ("farm_id",lower("name"));--> statement-breakpoint
CREATE INDEX "soil_samples_field_idx" ON "soil_samples" USING btree ("field_id","sampled_on");--> statement-breakpoint
CREATE INDEX "soil_samples_retest_idx" ON "soil_samples" USING btree ("retest_due_on") WHERE "soil_samples"."retest_reminded_at" is null;--> statement-breakpoint
CREATE INDEX "task_checklist_items_task_idx" ON "task_checklist_items" USING btree ("task_id","position");--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_inputs_task_idx" ON "task_inputs" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_inputs_item_idx" ON "task_inputs" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "tasks_farm_due_idx" ON "tasks" USING btree ("farm_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_farm_status_due_idx" ON "tasks" USING btree ("farm_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_farm_assignee_due_idx" ON "tasks" USING btree ("farm_id","assignee_user_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_farm_team_due_idx" ON "tasks" USING btree ("farm_id","assignee_team_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_crop_due_idx" ON "tasks" USING btree ("crop_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_field_due_idx" ON "tasks" USING btree ("field_id","due_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_task_idx" ON "stock_movements" USING btree ("task_id") WHERE "stock_movements"."task_id" is not null;--> statement-breakpoint
-- Hand-written (Drizzle cannot say these): leaving a farm unassigns the person's tasks there, keeping the task.
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_membership_fk" FOREIGN KEY ("farm_id", "assignee_user_id") REFERENCES "public"."farm_members"("farm_id", "user_id") ON DELETE SET NULL ("assignee_user_id");--> statement-breakpoint
-- The task that made a movement or recorded a harvest (the schemas cannot import each other both ways).
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- The inventory list's shape merge (docs/decisions/028): each search shape's items in name order, with the filter columns.
CREATE INDEX "inventory_items_farm_shape_name_idx" ON "inventory_items" USING btree ("farm_id",inventory_search_shape("inventory_items"."search_text"),"name","id","item_type","category","status","location_id");
