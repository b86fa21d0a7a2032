CREATE TABLE "client_counts" (
	"studio_id" text NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "client_counts_studio_id_type_pk" PRIMARY KEY("studio_id","type")
);
--> statement-breakpoint
ALTER TABLE "client_counts" ADD CONSTRAINT "client_counts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statement-level triggers see a bulk insert's rows at once (transition tables): one upsert per
-- statement and type, not one per row. Rows are locked in (studio_id, type) order, so that two
-- statements touching several types of one studio cannot deadlock.
CREATE FUNCTION client_counts_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_counts (studio_id, type, count)
  SELECT studio_id, type, count(*) FROM inserted_clients GROUP BY studio_id, type ORDER BY studio_id, type
  ON CONFLICT (studio_id, type) DO UPDATE SET count = client_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update, not an upsert: when a studio's deletion cascades, its counts may already be gone, and a
-- new row would name a deleted studio.
CREATE FUNCTION client_counts_remove_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM client_counts c
  WHERE (c.studio_id, c.type) IN (SELECT studio_id, type FROM deleted_clients)
  ORDER BY c.studio_id, c.type FOR UPDATE;
  UPDATE client_counts c SET count = c.count - d.n
  FROM (SELECT studio_id, type, count(*) AS n FROM deleted_clients GROUP BY studio_id, type) d
  WHERE c.studio_id = d.studio_id AND c.type = d.type;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of type moves one contact between two counts, locked in type order.
CREATE FUNCTION client_counts_move_retyped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_counts (studio_id, type, count)
  SELECT NEW.studio_id, moved.type, moved.delta
  FROM (VALUES (OLD.type, -1), (NEW.type, 1)) AS moved(type, delta) ORDER BY moved.type
  ON CONFLICT (studio_id, type) DO UPDATE SET count = client_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_count_inserted AFTER INSERT ON clients
  REFERENCING NEW TABLE AS inserted_clients FOR EACH STATEMENT EXECUTE FUNCTION client_counts_add_inserted();
--> statement-breakpoint
CREATE TRIGGER clients_count_deleted AFTER DELETE ON clients
  REFERENCING OLD TABLE AS deleted_clients FOR EACH STATEMENT EXECUTE FUNCTION client_counts_remove_deleted();
--> statement-breakpoint
-- Row level with a WHEN: transition tables admit no column list, and most updates leave the type alone.
CREATE TRIGGER clients_count_retyped AFTER UPDATE OF type ON clients
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type) EXECUTE FUNCTION client_counts_move_retyped();
--> statement-breakpoint
-- The triggers exist (and hold off writers to clients) before the counts are taken: none is missed.
INSERT INTO client_counts (studio_id, type, count)
SELECT studio_id, type, count(*) FROM clients GROUP BY studio_id, type;
