CREATE TABLE "visit_day_district_users" (
	"district_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"territories" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_day_district_users_district_id_day_user_id_pk" PRIMARY KEY("district_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "visit_day_region_users" (
	"region_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"territories" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_day_region_users_region_id_day_user_id_pk" PRIMARY KEY("region_id","day","user_id")
);
--> statement-breakpoint
-- DESIGN §4: the in-store chart's rep-day is one person on one day, whatever territories they
-- visit that day. 0011 summed the territories' rep-days into the district and region rollups, so a
-- supervisor visiting two territories of a district on the same day counted two there (and in the
-- region). The rollups now count a person once a day in the area, from the person-days above:
-- each visit_stats row with visits (a person's day in a territory) adds one to its live
-- territory's district and region rows of that person and day; a rep-day of the area's rollups
-- begins when such a row goes from 0 to 1 and ends when it goes back to 0. Time in store (visit_us)
-- is summed as before. Kept by the same triggers, in the same transaction as every write; each
-- change is an upsert by primary key (no scan of the person's other visits).
-- A person-day delta; a null district means the region only (a district moved to another region).
CREATE TYPE visit_user_delta AS (day date, district_id integer, region_id integer, user_id integer, territories integer);
--> statement-breakpoint
-- Adds the deltas to the person-days, and the rep-days that begin (+1) or end (-1) to the day and
-- week rollups; keys are locked in order, against deadlocks. Rows back to zero are deleted (the
-- data-modifying CTEs cannot see one another's rows: a statement of its own, when there are any).
CREATE FUNCTION visit_users_add(deltas visit_user_delta[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ended integer;
BEGIN
  IF deltas IS NULL OR cardinality(deltas) = 0 THEN RETURN; END IF;
  WITH g AS (
    SELECT district_id, day, user_id, sum(territories)::int AS territories
      FROM unnest(deltas) WHERE district_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(territories) <> 0
  ),
  up AS (
    INSERT INTO visit_day_district_users AS u (district_id, day, user_id, territories)
    SELECT * FROM g ORDER BY 1, 2, 3
    ON CONFLICT (district_id, day, user_id) DO UPDATE SET territories = u.territories + excluded.territories
    RETURNING u.district_id, u.day, u.user_id, u.territories
  ),
  changes AS (
    SELECT up.district_id, up.day, up.territories, (up.territories <> 0)::int - (up.territories - g.territories <> 0)::int AS rep_days
      FROM up JOIN g ON g.district_id = up.district_id AND g.day = up.day AND g.user_id = up.user_id
  ),
  days AS (
    INSERT INTO visit_day_district_stats AS s (day, district_id, rep_days)
    SELECT day, district_id, sum(rep_days)::int FROM changes GROUP BY 1, 2 HAVING sum(rep_days) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, district_id) DO UPDATE SET rep_days = s.rep_days + excluded.rep_days
  ),
  weeks AS (
    INSERT INTO visit_week_district_stats AS s (week, district_id, rep_days)
    SELECT date_trunc('week', day)::date, district_id, sum(rep_days)::int FROM changes GROUP BY 1, 2 HAVING sum(rep_days) <> 0 ORDER BY 1, 2
    ON CONFLICT (week, district_id) DO UPDATE SET rep_days = s.rep_days + excluded.rep_days
  )
  SELECT count(*) INTO ended FROM changes WHERE territories = 0;
  IF ended > 0 THEN
    DELETE FROM visit_day_district_users u USING (SELECT DISTINCT district_id, day, user_id FROM unnest(deltas) WHERE district_id IS NOT NULL) k
     WHERE u.district_id = k.district_id AND u.day = k.day AND u.user_id = k.user_id AND u.territories = 0;
  END IF;

  WITH g AS (
    SELECT region_id, day, user_id, sum(territories)::int AS territories
      FROM unnest(deltas) GROUP BY 1, 2, 3 HAVING sum(territories) <> 0
  ),
  up AS (
    INSERT INTO visit_day_region_users AS u (region_id, day, user_id, territories)
    SELECT * FROM g ORDER BY 1, 2, 3
    ON CONFLICT (region_id, day, user_id) DO UPDATE SET territories = u.territories + excluded.territories
    RETURNING u.region_id, u.day, u.user_id, u.territories
  ),
  changes AS (
    SELECT up.region_id, up.day, up.territories, (up.territories <> 0)::int - (up.territories - g.territories <> 0)::int AS rep_days
      FROM up JOIN g ON g.region_id = up.region_id AND g.day = up.day AND g.user_id = up.user_id
  ),
  days AS (
    INSERT INTO visit_day_region_stats AS s (day, region_id, rep_days)
    SELECT day, region_id, sum(rep_days)::int FROM changes GROUP BY 1, 2 HAVING sum(rep_days) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, region_id) DO UPDATE SET rep_days = s.rep_days + excluded.rep_days
  ),
  weeks AS (
    INSERT INTO visit_week_region_stats AS s (week, region_id, rep_days)
    SELECT date_trunc('week', day)::date, region_id, sum(rep_days)::int FROM changes GROUP BY 1, 2 HAVING sum(rep_days) <> 0 ORDER BY 1, 2
    ON CONFLICT (week, region_id) DO UPDATE SET rep_days = s.rep_days + excluded.rep_days
  )
  SELECT count(*) INTO ended FROM changes WHERE territories = 0;
  IF ended > 0 THEN
    DELETE FROM visit_day_region_users u USING (SELECT DISTINCT region_id, day, user_id FROM unnest(deltas)) k
     WHERE u.region_id = k.region_id AND u.day = k.day AND u.user_id = k.user_id AND u.territories = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- visit_week_stats brings its time in store to the week rollups; its rep-days no longer (they are
-- the territory's, not the area's).
CREATE OR REPLACE FUNCTION visit_week_stats_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM visit_rollups_add(true, ARRAY(
      SELECT ROW(n.week, t.district_id, d.region_id, 0, n.visit_us)::visit_rollup_delta
        FROM new_rows n JOIN territories t ON t.id = n.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM visit_rollups_add(true, ARRAY(
      SELECT ROW(x.week, t.district_id, d.region_id, 0, -x.visit_us)::visit_rollup_delta
        FROM old_rows x JOIN territories t ON t.id = x.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  ELSE
    PERFORM visit_rollups_add(true, ARRAY(
      SELECT ROW(c.week, t.district_id, d.region_id, 0, c.visit_us)::visit_rollup_delta
        FROM (SELECT week, territory_id, visit_us FROM new_rows
              UNION ALL
              SELECT week, territory_id, -visit_us FROM old_rows) c
        JOIN territories t ON t.id = c.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A change of visit_stats: its time in store to the day rollups; a row gaining its first visit or
-- losing its last one (visits <> 0) to the person-days of its live territory's district and region.
CREATE TYPE visit_stats_change AS (day date, territory_id integer, user_id integer, present integer, visit_us bigint);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION visit_stats_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c visit_stats_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    c := ARRAY(SELECT ROW(day, territory_id, user_id, (visits <> 0)::int, visit_us)::visit_stats_change FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    c := ARRAY(SELECT ROW(day, territory_id, user_id, -(visits <> 0)::int, -visit_us)::visit_stats_change FROM old_rows);
  ELSE
    c := ARRAY(SELECT ROW(day, territory_id, user_id, (visits <> 0)::int, visit_us)::visit_stats_change FROM new_rows
               UNION ALL
               SELECT ROW(day, territory_id, user_id, -(visits <> 0)::int, -visit_us)::visit_stats_change FROM old_rows);
  END IF;
  -- visit_stats_add's upsert fires the INSERT and UPDATE triggers, its cleanup the DELETE one, most with no rows.
  IF cardinality(c) = 0 THEN RETURN NULL; END IF;
  PERFORM visit_users_add(ARRAY(
    SELECT ROW(x.day, t.district_id, d.region_id, x.user_id, x.present)::visit_user_delta
      FROM unnest(c) x JOIN territories t ON t.id = x.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id
     WHERE x.present <> 0));
  PERFORM visit_rollups_add(false, ARRAY(
    SELECT ROW(x.day, t.district_id, d.region_id, 0, x.visit_us)::visit_rollup_delta
      FROM unnest(c) x JOIN territories t ON t.id = x.territory_id AND t.deleted_at IS NULL JOIN districts d ON d.id = t.district_id
     WHERE x.visit_us <> 0));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A territory's aggregates with a sign, into district `district` (and its region): results and
-- time in store summed as in 0011, its person-days one each (a row per visit_stats row with visits).
CREATE OR REPLACE FUNCTION territory_rollups_move(territory integer, district integer, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  region integer := (SELECT region_id FROM districts WHERE id = district);
BEGIN
  PERFORM result_rollups_add(ARRAY(
    SELECT ROW(month, district, region, sign * total, sign * completed, sign * approved, sign * approval_us)::result_rollup_delta
      FROM result_month_stats WHERE territory_id = territory));
  PERFORM visit_rollups_add(true, ARRAY(
    SELECT ROW(week, district, region, 0, sign * visit_us)::visit_rollup_delta FROM visit_week_stats WHERE territory_id = territory));
  PERFORM visit_rollups_add(false, ARRAY(
    SELECT ROW(day, district, region, 0, sign * visit_us)::visit_rollup_delta FROM visit_stats WHERE territory_id = territory));
  PERFORM visit_users_add(ARRAY(
    SELECT ROW(day, district, region, user_id, sign)::visit_user_delta FROM visit_stats WHERE territory_id = territory AND visits <> 0));
END
$$;
--> statement-breakpoint
-- A district moved to another region: results and time in store from the old region to the new
-- one as in 0011, and its person-days (their territories) from the old region's to the new one's.
CREATE OR REPLACE FUNCTION districts_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM result_rollups_add(ARRAY(
    SELECT ROW(m.month, NULL, r.region_id, r.sign * m.total, r.sign * m.completed, r.sign * m.approved, r.sign * m.approval_us)::result_rollup_delta
      FROM result_month_district_stats m CROSS JOIN (VALUES (OLD.region_id, -1), (NEW.region_id, 1)) AS r(region_id, sign)
     WHERE m.district_id = NEW.id));
  PERFORM visit_rollups_add(true, ARRAY(
    SELECT ROW(w.week, NULL, r.region_id, 0, r.sign * w.visit_us)::visit_rollup_delta
      FROM visit_week_district_stats w CROSS JOIN (VALUES (OLD.region_id, -1), (NEW.region_id, 1)) AS r(region_id, sign)
     WHERE w.district_id = NEW.id));
  PERFORM visit_rollups_add(false, ARRAY(
    SELECT ROW(v.day, NULL, r.region_id, 0, r.sign * v.visit_us)::visit_rollup_delta
      FROM visit_day_district_stats v CROSS JOIN (VALUES (OLD.region_id, -1), (NEW.region_id, 1)) AS r(region_id, sign)
     WHERE v.district_id = NEW.id));
  PERFORM visit_users_add(ARRAY(
    SELECT ROW(u.day, NULL, r.region_id, u.user_id, r.sign * u.territories)::visit_user_delta
      FROM visit_day_district_users u CROSS JOIN (VALUES (OLD.region_id, -1), (NEW.region_id, 1)) AS r(region_id, sign)
     WHERE u.district_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The rebuild of 0015 with the person-days: emptying visit_stats takes its share out of them and
-- of the rollups (triggers), both are then emptied of what is left, and refilling visit_stats
-- fills them again.
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
  DELETE FROM visit_day_district_users;
  DELETE FROM visit_day_region_users;
  DELETE FROM result_year_stats;
  DELETE FROM visit_year_stats;
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
-- The rollups' rep-days counted again, one per person and day in the area (and the person-days filled).
SELECT rebuild_dashboard_stats();
