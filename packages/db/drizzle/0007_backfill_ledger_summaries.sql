-- Fill the two ledger summaries from the movements already recorded.
INSERT INTO stock_movement_daily (day, warehouse_id, product_id, type, movements, quantity, value)
SELECT (created_at AT TIME ZONE 'UTC')::date, warehouse_id, product_id, type, count(*), sum(quantity), sum(value)
FROM stock_movements
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
UPDATE inventory_levels l SET last_outbound_at = m.last_out
FROM (SELECT product_id, warehouse_id, max(created_at) AS last_out FROM stock_movements WHERE quantity < 0 GROUP BY 1, 2) m
WHERE m.product_id = l.product_id AND m.warehouse_id = l.warehouse_id;
