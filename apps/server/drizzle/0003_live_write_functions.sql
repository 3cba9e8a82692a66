-- The live write path (src/scores/live-writer.ts, docs/decisions/004-live-write-path.md).
-- Every update of a match row bumps its revision, whoever writes it, so that a writer that cached
-- the row can compare-and-set on it.
CREATE FUNCTION "bandeja_matches_bump_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "matches_bump_revision" BEFORE UPDATE ON "matches"
  FOR EACH ROW EXECUTE FUNCTION "bandeja_matches_bump_revision"();
--> statement-breakpoint
-- Aborts the statement that calls it (and so undoes its writes) when `ok` is false: a batch of
-- live changes is one statement whose compare-and-set checks must all hold.
CREATE FUNCTION "bandeja_live_check"("ok" boolean, "detail" text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'bandeja live write conflict: %', detail USING ERRCODE = 'BDJ01';
  END IF;
  RETURN true;
END
$$;
