CREATE TABLE "result_month_district_stats" (
	"month" date NOT NULL,
	"district_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"approval_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "result_month_district_stats_month_district_id_pk" PRIMARY KEY("month","district_id")
);
--> statement-breakpoint
CREATE TABLE "result_month_region_stats" (
	"month" date NOT NULL,
	"region_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"approval_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "result_month_region_stats_month_region_id_pk" PRIMARY KEY("month","region_id")
);
--> statement-breakpoint
CREATE TABLE "visit_day_district_stats" (
	"day" date NOT NULL,
	"district_id" integer NOT NULL,
	"rep_days" integer DEFAULT 0 NOT NULL,
	"visit_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_day_district_stats_day_district_id_pk" PRIMARY KEY("day","district_id")
);
--> statement-breakpoint
CREATE TABLE "visit_day_region_stats" (
	"day" date NOT NULL,
	"region_id" integer NOT NULL,
	"rep_days" integer DEFAULT 0 NOT NULL,
	"visit_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_day_region_stats_day_region_id_pk" PRIMARY KEY("day","region_id")
);
--> statement-breakpoint
CREATE TABLE "visit_week_district_stats" (
	"week" date NOT NULL,
	"district_id" integer NOT NULL,
	"rep_days" integer DEFAULT 0 NOT NULL,
	"visit_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_week_district_stats_week_district_id_pk" PRIMARY KEY("week","district_id")
);
--> statement-breakpoint
CREATE TABLE "visit_week_region_stats" (
	"week" date NOT NULL,
	"region_id" integer NOT NULL,
	"rep_days" integer DEFAULT 0 NOT NULL,
	"visit_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_week_region_stats_week_region_id_pk" PRIMARY KEY("week","region_id")
);
--> statement-breakpoint
CREATE INDEX "visit_stats_territory_day_idx" ON "visit_stats" USING btree ("territory_id","day");--> statement-breakpoint
CREATE INDEX "visit_week_stats_territory_week_idx" ON "visit_week_stats" USING btree ("territory_id","week");
--> statement-breakpoint
-- The rollups (issue 10): the territory aggregates of 0008 summed per district and per region, a
-- territory counting while it is live (not archived) in its district and that district's region.
-- Kept by statement triggers on the territory aggregates (whose own triggers run in the same
-- transaction as every write), and by row triggers on territories (another district, archived,
-- restored) and districts (another region). A delta names the district and region it goes to; a
-- null district means the region only (a district moved to another region).
CREATE TYPE result_rollup_delta AS (month date, district_id integer, region_id integer, total integer, completed integer, approved integer, approval_us bigint);
--> statement-breakpoint
CREATE TYPE visit_rollup_delta AS (day date, district_id integer, region_id integer, rep_days integer, visit_us bigint);
--> statement-breakpoint
CREATE FUNCTION result_rollups_add(deltas result_rollup_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF deltas IS NULL OR cardinality(deltas) = 0 THEN RETURN; END IF;
  WITH d AS (SELECT * FROM unnest(deltas)),
  districts_up AS (
    INSERT INTO result_month_district_stats AS r (month, district_id, total, completed, approved, approval_us)
    SELECT month, district_id, sum(total), sum(completed), sum(approved), sum(approval_us)
      FROM d WHERE district_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, district_id) DO UPDATE
      SET total = r.total + excluded.total, completed = r.completed + excluded.completed,
          approved = r.approved + excluded.approved, approval_us = r.approval_us + excluded.approval_us
  )
  INSERT INTO result_month_region_stats AS r (month, region_id, total, completed, approved, approval_us)
  SELECT month, region_id, sum(total), sum(completed), sum(approved), sum(approval_us)
    FROM d GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, region_id) DO UPDATE
    SET total = r.total + excluded.total, completed = r.completed + excluded.completed,
        approved = r.approved + excluded.approved, approval_us = r.approval_us + excluded.approval_us;
END
$$;
--> statement-breakpoint
-- `weeks`: the deltas are of visit_week_stats (day = the week's Monday), else of visit_stats.
CREATE FUNCTION visit_rollups_add(weeks boolean, deltas visit_rollup_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF deltas IS NULL OR cardinality(deltas) = 0 THEN RETURN; END IF;
  IF weeks THEN
    WITH d AS (SELECT * FROM unnest(deltas)),
    districts_up AS (
      INSERT INTO visit_week_district_stats AS w (week, district_id, rep_days, visit_us)
      SELECT day, district_id, sum(rep_days), sum(visit_us) FROM d WHERE district_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (week, district_id) DO UPDATE SET rep_days = w.rep_days + excluded.rep_days, visit_us = w.visit_us + excluded.visit_us
    )
    INSERT INTO visit_week_region_stats AS w (week, region_id, rep_days, visit_us)
    SELECT day, region_id, sum(rep_days), sum(visit_us) FROM d GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (week, region_id) DO UPDATE SET rep_days = w.rep_days + excluded.rep_days, visit_us = w.visit_us + excluded.visit_us;
  ELSE
    WITH d AS (SELECT * FROM unnest(deltas)),
    districts_up AS (
      INSERT INTO visit_day_district_stats AS w (day, district_id, rep_days, visit_us)
      SELECT day, district_id, sum(rep_days), sum(visit_us) FROM d WHERE district_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (day, district_id) DO UPDATE SET rep_days = w.rep_days + excluded.rep_days, visit_us = w.visit_us + excluded.visit_us
    )
    INSERT INTO visit_day_region_stats AS w (day, region_id, rep_days, visit_us)
    SELECT day, region_id, sum(rep_days), sum(visit_us) FROM d GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, region_id) DO UPDATE SET rep_days = w.rep_days + excluded.rep_days, visit_us = w.visit_us + excluded.visit_us;
  END IF;
END
$$;
--> statement-breakpoint
-- Changes of result_month_stats go to their live territory's district and region (an update: the
-- old row out, the new one in).
CREATE FUNCTION result_month_stats_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM result_rollups_add(ARRAY(
      SELECT ROW(n.month, t.district_id, d.region_id, n.total, n.completed, n.approved, n.approval_us)::result_rollup_delta
        FROM new_rows n JOIN territories t ON t.id = n.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM result_rollups_add(ARRAY(
      SELECT ROW(x.month, t.district_id, d.region_id, -x.total, -x.completed, -x.approved, -x.approval_us)::result_rollup_delta
        FROM old_rows x JOIN territories t ON t.id = x.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  ELSE
    PERFORM result_rollups_add(ARRAY(
      SELECT ROW(c.month, t.district_id, d.region_id, c.total, c.completed, c.approved, c.approval_us)::result_rollup_delta
        FROM (SELECT month, territory_id, total, completed, approved, approval_us FROM new_rows
              UNION ALL
              SELECT month, territory_id, -total, -completed, -approved, -approval_us FROM old_rows) c
        JOIN territories t ON t.id = c.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER result_month_stats_rollup_ins AFTER INSERT ON result_month_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_month_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER result_month_stats_rollup_upd AFTER UPDATE ON result_month_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_month_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER result_month_stats_rollup_del AFTER DELETE ON result_month_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_month_stats_rollup();
--> statement-breakpoint
-- The same for visit_week_stats (weeks) and visit_stats (days: a row with visits is one rep-day).
CREATE FUNCTION visit_week_stats_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM visit_rollups_add(true, ARRAY(
      SELECT ROW(n.week, t.district_id, d.region_id, n.rep_days, n.visit_us)::visit_rollup_delta
        FROM new_rows n JOIN territories t ON t.id = n.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM visit_rollups_add(true, ARRAY(
      SELECT ROW(x.week, t.district_id, d.region_id, -x.rep_days, -x.visit_us)::visit_rollup_delta
        FROM old_rows x JOIN territories t ON t.id = x.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  ELSE
    PERFORM visit_rollups_add(true, ARRAY(
      SELECT ROW(c.week, t.district_id, d.region_id, c.rep_days, c.visit_us)::visit_rollup_delta
        FROM (SELECT week, territory_id, rep_days, visit_us FROM new_rows
              UNION ALL
              SELECT week, territory_id, -rep_days, -visit_us FROM old_rows) c
        JOIN territories t ON t.id = c.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER visit_week_stats_rollup_ins AFTER INSERT ON visit_week_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_week_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER visit_week_stats_rollup_upd AFTER UPDATE ON visit_week_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_week_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER visit_week_stats_rollup_del AFTER DELETE ON visit_week_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_week_stats_rollup();
--> statement-breakpoint
CREATE FUNCTION visit_stats_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM visit_rollups_add(false, ARRAY(
      SELECT ROW(n.day, t.district_id, d.region_id, (n.visits <> 0)::int, n.visit_us)::visit_rollup_delta
        FROM new_rows n JOIN territories t ON t.id = n.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM visit_rollups_add(false, ARRAY(
      SELECT ROW(x.day, t.district_id, d.region_id, -(x.visits <> 0)::int, -x.visit_us)::visit_rollup_delta
        FROM old_rows x JOIN territories t ON t.id = x.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  ELSE
    PERFORM visit_rollups_add(false, ARRAY(
      SELECT ROW(c.day, t.district_id, d.region_id, c.rep_days, c.visit_us)::visit_rollup_delta
        FROM (SELECT day, territory_id, (visits <> 0)::int AS rep_days, visit_us FROM new_rows
              UNION ALL
              SELECT day, territory_id, -(visits <> 0)::int, -visit_us FROM old_rows) c
        JOIN territories t ON t.id = c.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER visit_stats_rollup_ins AFTER INSERT ON visit_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER visit_stats_rollup_upd AFTER UPDATE ON visit_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_stats_rollup();
--> statement-breakpoint
CREATE TRIGGER visit_stats_rollup_del AFTER DELETE ON visit_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_stats_rollup();
--> statement-breakpoint
-- A territory's aggregates with a sign, into district `district` (and its region).
CREATE FUNCTION territory_rollups_move(territory integer, district integer, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  region integer := (SELECT region_id FROM districts WHERE id = district);
BEGIN
  PERFORM result_rollups_add(ARRAY(
    SELECT ROW(month, district, region, sign * total, sign * completed, sign * approved, sign * approval_us)::result_rollup_delta
      FROM result_month_stats WHERE territory_id = territory));
  PERFORM visit_rollups_add(true, ARRAY(
    SELECT ROW(week, district, region, sign * rep_days, sign * visit_us)::visit_rollup_delta FROM visit_week_stats WHERE territory_id = territory));
  PERFORM visit_rollups_add(false, ARRAY(
    SELECT ROW(day, district, region, sign * (visits <> 0)::int, sign * visit_us)::visit_rollup_delta FROM visit_stats WHERE territory_id = territory));
END
$$;
--> statement-breakpoint
-- A territory moved to another district, archived or restored (or deleted) takes its figures along.
CREATE FUNCTION territories_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN PERFORM territory_rollups_move(OLD.id, OLD.district_id, -1); END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN PERFORM territory_rollups_move(NEW.id, NEW.district_id, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER territories_rollup_upd AFTER UPDATE ON territories FOR EACH ROW
  WHEN (OLD.district_id IS DISTINCT FROM NEW.district_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION territories_rollup();
--> statement-breakpoint
CREATE TRIGGER territories_rollup_del AFTER DELETE ON territories FOR EACH ROW EXECUTE FUNCTION territories_rollup();
--> statement-breakpoint
-- A district moved to another region takes its rollups from the old region to the new one.
CREATE FUNCTION districts_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM result_rollups_add(ARRAY(
    SELECT ROW(m.month, NULL, r.region_id, r.sign * m.total, r.sign * m.completed, r.sign * m.approved, r.sign * m.approval_us)::result_rollup_delta
      FROM result_month_district_stats m CROSS JOIN (VALUES (OLD.region_id, -1), (NEW.region_id, 1)) AS r(region_id, sign)
     WHERE m.district_id = NEW.id));
  PERFORM visit_rollups_add(true, ARRAY(
    SELECT ROW(w.week, NULL, r.region_id, r.sign * w.rep_days, r.sign * w.visit_us)::visit_rollup_delta
      FROM visit_week_district_stats w CROSS JOIN (VALUES (OLD.region_id, -1), (NEW.region_id, 1)) AS r(region_id, sign)
     WHERE w.district_id = NEW.id));
  PERFORM visit_rollups_add(false, ARRAY(
    SELECT ROW(v.day, NULL, r.region_id, r.sign * v.rep_days, r.sign * v.visit_us)::visit_rollup_delta
      FROM visit_day_district_stats v CROSS JOIN (VALUES (OLD.region_id, -1), (NEW.region_id, 1)) AS r(region_id, sign)
     WHERE v.district_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER districts_rollup_upd AFTER UPDATE ON districts FOR EACH ROW WHEN (OLD.region_id IS DISTINCT FROM NEW.region_id)
  EXECUTE FUNCTION districts_rollup();
--> statement-breakpoint
-- The rebuild of 0008 with the rollups: emptying the territory aggregates takes their share out of
-- the rollups (triggers), the rollups are then emptied of what is left, and refilling the
-- territory aggregates fills them again.
CREATE OR REPLACE FUNCTION rebuild_dashboard_stats() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM result_stats;
  DELETE FROM result_month_stats;
  DELETE FROM visit_stats;
  DELETE FROM visit_week_stats;
  DELETE FROM visit_month_stats;
  DELETE FROM result_month_district_stats;
  DELETE FROM result_month_region_stats;
  DELETE FROM visit_week_district_stats;
  DELETE FROM visit_week_region_stats;
  DELETE FROM visit_day_district_stats;
  DELETE FROM visit_day_region_stats;
  INSERT INTO result_stats (territory_id, due_date, objective_type_id, total, completed, open, approved, approval_us)
  SELECT s.territory_id, o.due_date, o.objective_type_id, count(*),
         count(*) FILTER (WHERE so.status_id IN (2, 3)), count(*) FILTER (WHERE so.status_id = 1),
         count(result_approval_us(so.status_id, so.completed_at, so.approved_at)),
         coalesce(sum(result_approval_us(so.status_id, so.completed_at, so.approved_at)), 0)
    FROM store_objectives so JOIN objectives o ON o.id = so.objective_id AND o.deleted_at IS NULL JOIN stores s ON s.id = so.store_id
   GROUP BY 1, 2, 3;
  INSERT INTO result_month_stats (month, territory_id, total, completed, approved, approval_us)
  SELECT date_trunc('month', due_date)::date, territory_id, sum(total), sum(completed), sum(approved), sum(approval_us)
    FROM result_stats GROUP BY 1, 2;
  INSERT INTO visit_stats (day, territory_id, user_id, visits, visit_us, checkin_s, checkout_s, forced)
  SELECT (d).day, (d).territory_id, (d).user_id, count(*), sum((d).visit_us), sum((d).checkin_s), sum((d).checkout_s), sum((d).forced)
    FROM (SELECT visit_delta_of(v.user_id, v.checkin_at, v.checkout_at, v.forced, s.territory_id, s.province, 1) AS d
            FROM visits v JOIN stores s ON s.id = v.store_id WHERE v.checkout_at IS NOT NULL) x
   GROUP BY 1, 2, 3;
  INSERT INTO visit_week_stats (week, territory_id, rep_days, visit_us)
  SELECT date_trunc('week', day)::date, territory_id, count(*), sum(visit_us) FROM visit_stats GROUP BY 1, 2;
  INSERT INTO visit_month_stats (month, territory_id, user_id, visits, visit_us, checkin_s, checkout_s, forced)
  SELECT date_trunc('month', day)::date, territory_id, user_id, sum(visits), sum(visit_us), sum(checkin_s), sum(checkout_s), sum(forced)
    FROM visit_stats GROUP BY 1, 2, 3;
END
$$;
--> statement-breakpoint
SELECT rebuild_dashboard_stats();
