CREATE TABLE "result_type_month_stats" (
	"territory_id" integer NOT NULL,
	"month" date NOT NULL,
	"objective_type_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "result_type_month_stats_territory_id_month_objective_type_id_pk" PRIMARY KEY("territory_id","month","objective_type_id")
);
--> statement-breakpoint
CREATE TABLE "store_result_months" (
	"store_id" integer NOT NULL,
	"month" date NOT NULL,
	"status_id" integer NOT NULL,
	"objective_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "store_result_months_store_id_month_status_id_pk" PRIMARY KEY("store_id","month","status_id")
);
--> statement-breakpoint
-- result_type_month_stats (issue 10): result_stats per territory, month and objective type, kept by
-- statement triggers on result_stats (whose own function runs in the same transaction as every
-- write, and through rebuild_dashboard_stats()). A change is its rows' deltas (an update: the old
-- rows out, the new ones in), summed per key and added in key order, against deadlocks.
CREATE TYPE result_type_month_delta AS (territory_id integer, due_date date, objective_type_id integer, total integer, completed integer, open integer);
--> statement-breakpoint
CREATE FUNCTION result_type_months_add(deltas result_type_month_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF deltas IS NULL OR cardinality(deltas) = 0 THEN RETURN; END IF;
  INSERT INTO result_type_month_stats AS m (territory_id, month, objective_type_id, total, completed, open)
  SELECT territory_id, date_trunc('month', due_date)::date, objective_type_id, sum(total), sum(completed), sum(open)
    FROM unnest(deltas) GROUP BY 1, 2, 3
  HAVING sum(total) <> 0 OR sum(completed) <> 0 OR sum(open) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (territory_id, month, objective_type_id) DO UPDATE
    SET total = m.total + excluded.total, completed = m.completed + excluded.completed, open = m.open + excluded.open;
END
$$;
--> statement-breakpoint
CREATE FUNCTION result_stats_type_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM result_type_months_add(ARRAY(
      SELECT ROW(territory_id, due_date, objective_type_id, total, completed, open)::result_type_month_delta FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM result_type_months_add(ARRAY(
      SELECT ROW(territory_id, due_date, objective_type_id, -total, -completed, -open)::result_type_month_delta FROM old_rows));
  ELSE
    PERFORM result_type_months_add(ARRAY(
      SELECT ROW(territory_id, due_date, objective_type_id, total, completed, open)::result_type_month_delta FROM new_rows
      UNION ALL
      SELECT ROW(territory_id, due_date, objective_type_id, -total, -completed, -open)::result_type_month_delta FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER result_stats_type_months_ins AFTER INSERT ON result_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_stats_type_months();
--> statement-breakpoint
CREATE TRIGGER result_stats_type_months_upd AFTER UPDATE ON result_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_stats_type_months();
--> statement-breakpoint
CREATE TRIGGER result_stats_type_months_del AFTER DELETE ON result_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_stats_type_months();
--> statement-breakpoint
-- store_result_months (issue 10): per store, month of the due date and status, the ids of the live
-- objectives of its results. A change is a list of (store, due date, status, objective, sign):
-- summed per result (a result that leaves and comes back to the same list is no change), taken
-- out of the lists (rows locked in key order, against deadlocks), then added; emptied lists go.
CREATE TYPE store_result_delta AS (store_id integer, due_date date, status_id integer, objective_id integer, sign integer);
--> statement-breakpoint
CREATE FUNCTION store_result_months_add(deltas store_result_delta[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  net store_result_delta[];
BEGIN
  IF deltas IS NULL OR cardinality(deltas) = 0 THEN RETURN; END IF;
  -- Per result and list (due_date holds the list's month from here on).
  net := ARRAY(
    SELECT ROW(store_id, date_trunc('month', due_date)::date, status_id, objective_id, sum(sign))::store_result_delta
      FROM unnest(deltas) GROUP BY store_id, date_trunc('month', due_date)::date, status_id, objective_id HAVING sum(sign) <> 0);
  IF cardinality(net) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM store_result_months l
    WHERE (l.store_id, l.month, l.status_id) IN (SELECT store_id, due_date, status_id FROM unnest(net) WHERE sign < 0)
    ORDER BY l.store_id, l.month, l.status_id FOR UPDATE;
  UPDATE store_result_months l SET objective_ids = ARRAY(SELECT x FROM unnest(l.objective_ids) x WHERE x <> ALL (r.ids))
    FROM (SELECT store_id, due_date AS month, status_id, array_agg(objective_id) AS ids FROM unnest(net) WHERE sign < 0 GROUP BY 1, 2, 3) r
   WHERE l.store_id = r.store_id AND l.month = r.month AND l.status_id = r.status_id;
  DELETE FROM store_result_months l
   WHERE cardinality(l.objective_ids) = 0
     AND (l.store_id, l.month, l.status_id) IN (SELECT store_id, due_date, status_id FROM unnest(net) WHERE sign < 0);
  INSERT INTO store_result_months AS l (store_id, month, status_id, objective_ids)
  SELECT store_id, due_date, status_id, array_agg(objective_id ORDER BY objective_id) FROM unnest(net) WHERE sign > 0
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (store_id, month, status_id) DO UPDATE SET objective_ids = l.objective_ids || excluded.objective_ids;
END
$$;
--> statement-breakpoint
CREATE FUNCTION store_objectives_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM store_result_months_add(ARRAY(
      SELECT ROW(n.store_id, o.due_date, n.status_id, n.objective_id, 1)::store_result_delta
        FROM new_rows n JOIN objectives o ON o.id = n.objective_id AND o.deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM store_result_months_add(ARRAY(
      SELECT ROW(x.store_id, o.due_date, x.status_id, x.objective_id, -1)::store_result_delta
        FROM old_rows x JOIN objectives o ON o.id = x.objective_id AND o.deleted_at IS NULL));
  ELSE
    PERFORM store_result_months_add(ARRAY(
      WITH ch AS (
        SELECT x.store_id AS old_store, x.objective_id AS old_objective, x.status_id AS old_status,
               n.store_id AS new_store, n.objective_id AS new_objective, n.status_id AS new_status
          FROM old_rows x JOIN new_rows n ON n.id = x.id
         WHERE (x.store_id, x.objective_id, x.status_id) IS DISTINCT FROM (n.store_id, n.objective_id, n.status_id)
      )
      SELECT ROW(ch.old_store, o.due_date, ch.old_status, ch.old_objective, -1)::store_result_delta
        FROM ch JOIN objectives o ON o.id = ch.old_objective AND o.deleted_at IS NULL
      UNION ALL
      SELECT ROW(ch.new_store, o.due_date, ch.new_status, ch.new_objective, 1)::store_result_delta
        FROM ch JOIN objectives o ON o.id = ch.new_objective AND o.deleted_at IS NULL));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_objectives_lists_ins AFTER INSERT ON store_objectives REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_objectives_lists();
--> statement-breakpoint
CREATE TRIGGER store_objectives_lists_upd AFTER UPDATE ON store_objectives REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_objectives_lists();
--> statement-breakpoint
CREATE TRIGGER store_objectives_lists_del AFTER DELETE ON store_objectives REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_objectives_lists();
--> statement-breakpoint
-- An objective's results follow its due date into another month's lists, and leave the lists when
-- it is archived (deleted_at) or deleted (before the delete: the cascade's trigger no longer finds
-- the objective).
CREATE FUNCTION objectives_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.deleted_at IS NULL THEN
      PERFORM store_result_months_add(ARRAY(
        SELECT ROW(so.store_id, OLD.due_date, so.status_id, OLD.id, -1)::store_result_delta FROM store_objectives so WHERE so.objective_id = OLD.id));
    END IF;
    RETURN OLD;
  END IF;
  PERFORM store_result_months_add(ARRAY(
    SELECT ROW(so.store_id, OLD.due_date, so.status_id, OLD.id, -1)::store_result_delta
      FROM store_objectives so WHERE so.objective_id = OLD.id AND OLD.deleted_at IS NULL
    UNION ALL
    SELECT ROW(so.store_id, NEW.due_date, so.status_id, NEW.id, 1)::store_result_delta
      FROM store_objectives so WHERE so.objective_id = NEW.id AND NEW.deleted_at IS NULL));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER objectives_lists_upd AFTER UPDATE ON objectives FOR EACH ROW
  WHEN (OLD.due_date IS DISTINCT FROM NEW.due_date OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION objectives_lists();
--> statement-breakpoint
CREATE TRIGGER objectives_lists_del BEFORE DELETE ON objectives FOR EACH ROW EXECUTE FUNCTION objectives_lists();
--> statement-breakpoint
-- The rebuild of 0015 with the tables above: emptying result_stats takes its share out of the type
-- months (trigger), what is left of them is emptied (rows of zero, or sums that drifted), and
-- refilling result_stats fills them again (in key order); the store lists are emptied and refilled
-- from the raw tables in key order. Restated whole.
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
  DELETE FROM result_year_stats;
  DELETE FROM visit_year_stats;
  DELETE FROM result_type_month_stats;
  DELETE FROM store_result_months;
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
  INSERT INTO store_result_months (store_id, month, status_id, objective_ids)
  SELECT so.store_id, date_trunc('month', o.due_date)::date, so.status_id, array_agg(so.objective_id ORDER BY so.objective_id)
    FROM store_objectives so JOIN objectives o ON o.id = so.objective_id AND o.deleted_at IS NULL
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
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
-- The new tables from what is kept so far (the triggers above keep them from now on), in key order:
-- a territory's or store's rows then share pages.
INSERT INTO result_type_month_stats (territory_id, month, objective_type_id, total, completed, open)
SELECT territory_id, date_trunc('month', due_date)::date, objective_type_id, sum(total), sum(completed), sum(open)
  FROM result_stats GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO store_result_months (store_id, month, status_id, objective_ids)
SELECT so.store_id, date_trunc('month', o.due_date)::date, so.status_id, array_agg(so.objective_id ORDER BY so.objective_id)
  FROM store_objectives so JOIN objectives o ON o.id = so.objective_id AND o.deleted_at IS NULL
 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
