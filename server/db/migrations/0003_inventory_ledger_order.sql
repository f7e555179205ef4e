DROP INDEX "stock_movements_item_idx";--> statement-breakpoint
DROP INDEX "stock_movements_farm_idx";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "inventory_items_farm_quantity_idx" ON "inventory_items" USING btree ("farm_id","quantity","id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("item_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_farm_idx" ON "stock_movements" USING btree ("farm_id","created_at","seq");