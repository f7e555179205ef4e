CREATE TABLE "inventory_item_counts" (
	"farm_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"location_id" uuid NOT NULL,
	"search_shape" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_item_counts_pk" PRIMARY KEY("farm_id","item_type","category","status","location_id","search_shape")
);
--> statement-breakpoint
DROP INDEX "inventory_items_farm_name_idx";--> statement-breakpoint
DROP INDEX "inventory_items_farm_updated_idx";--> statement-breakpoint
DROP INDEX "inventory_items_farm_quantity_idx";--> statement-breakpoint
ALTER TABLE "inventory_item_counts" ADD CONSTRAINT "inventory_item_counts_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_item_counts" ADD CONSTRAINT "inventory_item_counts_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_farm_name_idx" ON "inventory_items" USING btree ("farm_id","name","id","item_type","category","status","location_id");--> statement-breakpoint
CREATE INDEX "inventory_items_farm_updated_idx" ON "inventory_items" USING btree ("farm_id","updated_at","id","item_type","category","status","location_id");--> statement-breakpoint
CREATE INDEX "inventory_items_farm_quantity_idx" ON "inventory_items" USING btree ("farm_id","quantity","id","item_type","category","status","location_id");--> statement-breakpoint
-- The search index's pending list kept short (docs/decisions/028): PGlite never vacuums or auto-analyzes, so new
-- entries wait there until the list reaches gin_pending_list_limit (4 MB by default) and every search reads all of
-- them. 256 kB keeps that read short and still merges entries in batches (updating 100,000 items on PostgreSQL:
-- 19 s with no pending list, 7.8 s with 256 kB, 6.5 s with 4 MB). Written as a change of the index's option rather
-- than the rebuild drizzle-kit generates; what is pending now is merged.
ALTER INDEX "inventory_items_search_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
SELECT gin_clean_pending_list('inventory_items_search_trgm_idx');--> statement-breakpoint
-- How many items each farm holds of each type, category, status, location and search shape: the inventory
-- list's counts ("Showing N of M items") are sums of these rows instead of counts over the items. The shape is
-- the search text with every run of digits written as '#' ("dap 50kg lot 004211 ..." is "dap #kg lot # ..."):
-- items that differ only in numbers share a row, and a search with no digit and no '#' matches an item exactly
-- when it matches the item's shape (docs/decisions/028).
CREATE OR REPLACE FUNCTION inventory_search_shape(search_text text) RETURNS text LANGUAGE sql IMMUTABLE
  RETURN regexp_replace(search_text, '[0-9]+', '#', 'g');
--> statement-breakpoint
-- Kept like the revisions of 0005: statement-level with transition tables, in the writer's transaction,
-- whoever writes; a statement that changes no counted column writes nothing (a consume that leaves the status
-- as it was). These triggers are named after the revision triggers, so they fire after them: a
-- statement holds its farms' revision rows before it touches their counts, and two writers never take count
-- rows in opposite orders. Farms being deleted are skipped (their counts go with them, ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION inventory_items_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_item_counts AS c (farm_id, item_type, category, status, location_id, search_shape, items)
    SELECT n.farm_id, n.item_type, n.category, n.status, n.location_id, inventory_search_shape(n.search_text),
      count(*)::int
    FROM new_rows n JOIN farms f ON f.id = n.farm_id
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (farm_id, item_type, category, status, location_id, search_shape) DO UPDATE SET items = c.items + excluded.items;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO inventory_item_counts AS c (farm_id, item_type, category, status, location_id, search_shape, items)
    SELECT d.farm_id, d.item_type, d.category, d.status, d.location_id, d.search_shape, sum(d.delta)::int
    FROM (
      SELECT farm_id, item_type, category, status, location_id, inventory_search_shape(search_text) AS search_shape,
        1 AS delta
      FROM new_rows
      UNION ALL
      SELECT farm_id, item_type, category, status, location_id, inventory_search_shape(search_text), -1
      FROM old_rows
    ) d JOIN farms f ON f.id = d.farm_id
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (farm_id, item_type, category, status, location_id, search_shape) DO UPDATE SET items = c.items + excluded.items;
  ELSE
    INSERT INTO inventory_item_counts AS c (farm_id, item_type, category, status, location_id, search_shape, items)
    SELECT o.farm_id, o.item_type, o.category, o.status, o.location_id, inventory_search_shape(o.search_text),
      -count(*)::int
    FROM old_rows o JOIN farms f ON f.id = o.farm_id
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (farm_id, item_type, category, status, location_id, search_shape) DO UPDATE SET items = c.items + excluded.items;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_tally_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_tally();
--> statement-breakpoint
CREATE TRIGGER inventory_items_tally_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_tally();
--> statement-breakpoint
CREATE TRIGGER inventory_items_tally_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_tally();
--> statement-breakpoint
-- The items already there, counted after the triggers exist (creating them waited for every writer).
INSERT INTO inventory_item_counts (farm_id, item_type, category, status, location_id, search_shape, items)
SELECT farm_id, item_type, category, status, location_id, inventory_search_shape(search_text), count(*)::int
FROM inventory_items GROUP BY 1, 2, 3, 4, 5, 6;