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
--> statement-breakpoint
-- Crop templates are a platform module (docs/product/crop-templates.md): the built-in Super administrator role keeps every permission.
UPDATE "platform_roles" SET "permissions" = "permissions" || ARRAY['crop_templates.view','crop_templates.create','crop_templates.edit','crop_templates.delete']::text[], "updated_at" = now() WHERE "id" = '00000000-0000-4000-8000-000000000001' AND NOT ('crop_templates.view' = ANY("permissions"));
--> statement-breakpoint
-- The task list walks one status of a person's, a team's, a crop's, a field's or a kind's tasks in due-date order (server/modules/tasks/task-list.ts), so these indexes carry the status before the due date.
DROP INDEX "tasks_farm_assignee_due_idx";--> statement-breakpoint
DROP INDEX "tasks_farm_team_due_idx";--> statement-breakpoint
DROP INDEX "tasks_crop_due_idx";--> statement-breakpoint
DROP INDEX "tasks_field_due_idx";--> statement-breakpoint
CREATE INDEX "tasks_farm_assignee_status_due_idx" ON "tasks" USING btree ("farm_id","assignee_user_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_farm_team_status_due_idx" ON "tasks" USING btree ("farm_id","assignee_team_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_crop_status_due_idx" ON "tasks" USING btree ("crop_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_field_status_due_idx" ON "tasks" USING btree ("field_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_farm_kind_status_due_idx" ON "tasks" USING btree ("farm_id","kind","status","due_date","id");
--> statement-breakpoint
-- The platform's first crop templates: maize, beans and tomatoes as grown in Kenya (server/modules/crop-templates/platform-seed-data.ts holds the same, and a test keeps the two in step).
INSERT INTO "crop_templates" ("id", "farm_id", "name", "crop_name", "variety", "description", "duration_days") VALUES
	('00000000-0000-4000-8000-0000000000c1', NULL, 'Maize, long rains', 'Maize', 'Hybrid (H614D, H6213, WH505)', 'Hybrid maize planted at the start of the long rains (March to April) at mid to high altitude. Day 0 is the planting day.', 165),
	('00000000-0000-4000-8000-0000000000c2', NULL, 'Beans, long rains', 'Beans', 'Bush beans (Rosecoco, KK8, Mwitemania)', 'Bush beans planted with the long rains, alone or between maize rows. Day 0 is the planting day.', 90),
	('00000000-0000-4000-8000-0000000000c3', NULL, 'Tomatoes, open field', 'Tomatoes', 'Determinate F1 hybrid (Anna F1, Kilele F1) or Rio Grande', 'Tomatoes raised in a nursery and transplanted to the open field. Day 0 is the transplanting day; picking runs for about two months.', 140);--> statement-breakpoint
INSERT INTO "crop_template_stages" ("template_id", "position", "name", "day_offset") VALUES
	('00000000-0000-4000-8000-0000000000c1', 0, 'Land preparation', -21),
	('00000000-0000-4000-8000-0000000000c1', 1, 'Planting', 0),
	('00000000-0000-4000-8000-0000000000c1', 2, 'Emergence', 7),
	('00000000-0000-4000-8000-0000000000c1', 3, 'Vegetative (knee high)', 30),
	('00000000-0000-4000-8000-0000000000c1', 4, 'Tasselling and silking', 70),
	('00000000-0000-4000-8000-0000000000c1', 5, 'Grain filling', 90),
	('00000000-0000-4000-8000-0000000000c1', 6, 'Maturity and harvest', 140),
	('00000000-0000-4000-8000-0000000000c2', 0, 'Land preparation', -14),
	('00000000-0000-4000-8000-0000000000c2', 1, 'Planting', 0),
	('00000000-0000-4000-8000-0000000000c2', 2, 'Emergence', 7),
	('00000000-0000-4000-8000-0000000000c2', 3, 'Vegetative', 14),
	('00000000-0000-4000-8000-0000000000c2', 4, 'Flowering', 35),
	('00000000-0000-4000-8000-0000000000c2', 5, 'Pod filling', 50),
	('00000000-0000-4000-8000-0000000000c2', 6, 'Maturity and harvest', 75),
	('00000000-0000-4000-8000-0000000000c3', 0, 'Nursery', -30),
	('00000000-0000-4000-8000-0000000000c3', 1, 'Transplanting', 0),
	('00000000-0000-4000-8000-0000000000c3', 2, 'Vegetative growth', 14),
	('00000000-0000-4000-8000-0000000000c3', 3, 'Flowering and fruit set', 35),
	('00000000-0000-4000-8000-0000000000c3', 4, 'Harvesting', 75);--> statement-breakpoint
INSERT INTO "crop_template_tasks" ("template_id", "stage_id", "position", "title", "description", "kind", "priority", "day_offset", "inputs", "checklist") VALUES
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 0), 0, 'Clear and plough the field', NULL, 'land_preparation', 'medium', -21, '[]'::jsonb, '["Remove or bury the last crop’s stalks","Plough 20 to 30 cm deep"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 0), 1, 'Harrow to a fine seedbed', NULL, 'land_preparation', 'medium', -7, '[]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 1), 2, 'Plant maize with DAP', 'Plant once the rains have wetted the soil about 30 cm deep.', 'planting', 'high', 0, '[{"name":"Hybrid maize seed","category":"Seeds","quantity_per_hectare":25,"unit":"kg"},{"name":"DAP","category":"Fertilizer","quantity_per_hectare":125,"unit":"kg"}]'::jsonb, '["Rows 75 cm apart, holes 25 cm apart","One seed a hole, 5 cm deep","Mix the fertilizer with soil so it does not touch the seed"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 2), 3, 'Check emergence and fill gaps', NULL, 'scouting', 'medium', 10, '[]'::jsonb, '["Count the gaps in a few rows","Replant gaps within two weeks of planting"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 2), 4, 'First weeding', NULL, 'weeding', 'high', 21, '[]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 2), 5, 'Scout for fall armyworm', NULL, 'scouting', 'medium', 21, '[]'::jsonb, '["Check 20 plants along a W across the field","Look for fresh frass and window-pane damage in the funnel","Act when more than 1 plant in 10 has fresh damage"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 3), 6, 'Top-dress with CAN', 'When the maize is knee high and the soil is moist.', 'application', 'high', 35, '[{"name":"CAN","category":"Fertilizer","quantity_per_hectare":125,"unit":"kg"}]'::jsonb, '["Place the fertilizer about 5 cm from each stem","Cover it lightly with soil"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 3), 7, 'Second weeding', NULL, 'weeding', 'medium', 42, '[]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 3), 8, 'Scout for stalk borer and diseases', NULL, 'scouting', 'medium', 60, '[]'::jsonb, '["Look for holes in the funnel leaves (stalk borer)","Look for grey leaf spot and northern leaf blight","Pull out and destroy plants with maize lethal necrosis"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 4), 9, 'Check tasselling and silking', 'Dry weeks now cost the most yield: irrigate if you can.', 'scouting', 'medium', 75, '[]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 6), 10, 'Check for maturity', NULL, 'scouting', 'medium', 145, '[]'::jsonb, '["A black layer at the base of the grain","Husks dry and pale"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 6), 11, 'Harvest and dry the cobs', NULL, 'harvest', 'high', 155, '[]'::jsonb, '["Dry the cobs off the ground","Shell when the grain is at 13% moisture"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c1', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c1' AND "position" = 6), 12, 'Store the grain', 'Hermetic bags keep weevils and the larger grain borer out without chemicals.', 'general', 'medium', 165, '[{"name":"Hermetic storage bags","category":"Other","quantity_per_hectare":50,"unit":"pieces"}]'::jsonb, '["Sort out rotten and broken grain first","Store bags on pallets, off the floor"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c2', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c2' AND "position" = 0), 0, 'Plough and harrow', NULL, 'land_preparation', 'medium', -14, '[]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c2', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c2' AND "position" = 1), 1, 'Plant beans with DAP', NULL, 'planting', 'high', 0, '[{"name":"Bean seed","category":"Seeds","quantity_per_hectare":70,"unit":"kg"},{"name":"DAP","category":"Fertilizer","quantity_per_hectare":100,"unit":"kg"}]'::jsonb, '["Rows 50 cm apart, holes 10 cm apart","One seed a hole, 3 to 5 cm deep in moist soil","Use certified seed: saved seed carries diseases"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c2', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c2' AND "position" = 2), 2, 'Check emergence and fill gaps', NULL, 'scouting', 'medium', 7, '[]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c2', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c2' AND "position" = 3), 3, 'Scout for bean fly and aphids', NULL, 'scouting', 'medium', 14, '[]'::jsonb, '["Look for wilting seedlings with swollen stems (bean fly)","Look under leaves for aphid colonies"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c2', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c2' AND "position" = 3), 4, 'First weeding', NULL, 'weeding', 'high', 14, '[]'::jsonb, '["Weed when the leaves are dry: working in wet beans spreads disease"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c2', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c2' AND "position" = 3), 5, 'Second weeding', 'The last weeding before flowering; later weeding knocks off flowers.', 'weeding', 'medium', 30, '[]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c2', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c2' AND "position" = 4), 6, 'Scout for leaf diseases', NULL, 'scouting', 'medium', 40, '[]'::jsonb, '["Angular leaf spot","Anthracnose on pods and stems","Rust pustules under the leaves"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c2', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c2' AND "position" = 6), 7, 'Harvest when the pods are dry', NULL, 'harvest', 'high', 80, '[]'::jsonb, '["Pull the plants when most pods are dry and yellow","Dry on a tarpaulin, then thresh"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c2', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c2' AND "position" = 6), 8, 'Dry, sort and store', NULL, 'general', 'medium', 88, '[{"name":"Hermetic storage bags","category":"Other","quantity_per_hectare":15,"unit":"pieces"}]'::jsonb, '["Dry until the beans rattle and crack when bitten","Sort out shrivelled and stained beans"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 0), 0, 'Sow the nursery', NULL, 'planting', 'high', -30, '[{"name":"Tomato seed","category":"Seeds","quantity_per_hectare":150,"unit":"g"}]'::jsonb, '["Raised beds 1 m wide, drills 15 cm apart","Cover with dry grass and water morning and evening until emergence"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 0), 1, 'Prepare the field and holes', NULL, 'land_preparation', 'medium', -14, '[]'::jsonb, '["Plough deep and harrow","Rows 90 cm apart, holes 45 cm apart"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 0), 2, 'Harden off the seedlings', 'Water less and remove the shade a week before transplanting.', 'general', 'medium', -7, '[]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 1), 3, 'Transplant with manure and DAP', NULL, 'planting', 'high', 0, '[{"name":"Farmyard manure","category":"Fertilizer","quantity_per_hectare":20000,"unit":"kg"},{"name":"DAP","category":"Fertilizer","quantity_per_hectare":200,"unit":"kg"}]'::jsonb, '["Seedlings 4 to 6 weeks old with 3 to 5 true leaves","Transplant in the evening or on a cloudy day","Water well straight after"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 2), 4, 'Stake and prune', NULL, 'general', 'medium', 21, '[]'::jsonb, '["A 1.5 m stake or a string trellis for each plant","Remove side shoots, keeping one or two stems"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 2), 5, 'Weeding', NULL, 'weeding', 'medium', 14, '[]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 2), 6, 'Scout for Tuta absoluta and whiteflies', NULL, 'scouting', 'high', 14, '[]'::jsonb, '["Look for mines in the leaves and holes in fruit","Shake plants and watch for whiteflies"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 2), 7, 'First top-dress with CAN', NULL, 'application', 'medium', 21, '[{"name":"CAN","category":"Fertilizer","quantity_per_hectare":100,"unit":"kg"}]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 2), 8, 'Spray against early and late blight', 'A protective spray before the wet weeks; follow the label and its days before harvest.', 'application', 'medium', 30, '[{"name":"Mancozeb 80% WP","category":"Fungicide","quantity_per_hectare":2,"unit":"kg"}]'::jsonb, '["Wear gloves, mask and boots","Spray in the cool of the morning"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 3), 9, 'Second weeding', NULL, 'weeding', 'medium', 40, '[]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 3), 10, 'Second top-dress with CAN', NULL, 'application', 'medium', 45, '[{"name":"CAN","category":"Fertilizer","quantity_per_hectare":100,"unit":"kg"}]'::jsonb, '[]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 3), 11, 'Scout for pests and blight', NULL, 'scouting', 'medium', 50, '[]'::jsonb, '["Tuta absoluta mines","Dark blight patches on lower leaves","Blossom end rot on young fruit"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 4), 12, 'First picking', NULL, 'harvest', 'high', 75, '[]'::jsonb, '["Pick at the colour-turning stage for far markets","Pick in the cool of the morning","Grade and pack in crates, not sacks"]'::jsonb),
	('00000000-0000-4000-8000-0000000000c3', (SELECT "id" FROM "crop_template_stages" WHERE "template_id" = '00000000-0000-4000-8000-0000000000c3' AND "position" = 4), 13, 'Clear the field after the last picking', 'Old plants carry Tuta absoluta and blight to the next crop: uproot and destroy them.', 'general', 'medium', 140, '[]'::jsonb, '[]'::jsonb);
