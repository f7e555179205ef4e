-- search_text is what the inventory search box matches (docs/product/inventory.md Inventory filtering: name, category or
-- supplier, case-insensitively), kept by the database itself so every writer agrees: item inserts and edits,
-- a supplier renamed or deleted (ON DELETE SET NULL fires the UPDATE OF supplier_id trigger). Consumes and other
-- quantity changes do not name these columns, so the trigger costs them nothing.
CREATE OR REPLACE FUNCTION inventory_items_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.name, NEW.category,
    (SELECT s.name FROM suppliers s WHERE s.id = NEW.supplier_id)));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_search_text BEFORE INSERT OR UPDATE OF name, category, supplier_id
  ON inventory_items FOR EACH ROW EXECUTE FUNCTION inventory_items_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION suppliers_rename_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inventory_items SET supplier_id = supplier_id WHERE supplier_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER suppliers_rename_search_text AFTER UPDATE OF name ON suppliers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION suppliers_rename_search_text();
--> statement-breakpoint
UPDATE inventory_items SET name = name;
