CREATE TABLE "inventory_revisions" (
	"farm_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_revisions" ADD CONSTRAINT "inventory_revisions_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every change the inventory list shows bumps the farm's revision, in the writer's transaction, whoever the
-- writer is (API, daily expiry job, a supplier rename's search_text refresh, a cascade). Statement-level with
-- transition tables, so a bulk insert of 100,000 items bumps once; farms in a fixed order, so two statements
-- never wait on each other's revision rows in opposite orders; only farms that still exist (a farm being
-- deleted cascades to its items).
CREATE OR REPLACE FUNCTION inventory_items_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inventory_revisions AS r (farm_id, revision)
  SELECT DISTINCT c.farm_id, 1 FROM changed_rows c JOIN farms f ON f.id = c.farm_id ORDER BY c.farm_id
  ON CONFLICT (farm_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_revision_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_bump_revision();
--> statement-breakpoint
CREATE TRIGGER inventory_items_revision_update AFTER UPDATE ON inventory_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_bump_revision();
--> statement-breakpoint
CREATE TRIGGER inventory_items_revision_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_bump_revision();
--> statement-breakpoint
-- Names and the currency shown beside each item: a renamed location or farm, a farm's new currency.
CREATE OR REPLACE FUNCTION storage_locations_bump_inventory_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inventory_revisions AS r (farm_id, revision) VALUES (NEW.farm_id, 1)
  ON CONFLICT (farm_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER storage_locations_inventory_revision AFTER UPDATE OF name ON storage_locations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION storage_locations_bump_inventory_revision();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION farms_bump_inventory_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inventory_revisions AS r (farm_id, revision) VALUES (NEW.id, 1)
  ON CONFLICT (farm_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER farms_inventory_revision AFTER UPDATE OF name, currency ON farms
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION farms_bump_inventory_revision();
