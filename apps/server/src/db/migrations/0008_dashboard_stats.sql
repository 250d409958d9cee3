CREATE TABLE "result_month_stats" (
	"month" date NOT NULL,
	"territory_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"approval_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "result_month_stats_month_territory_id_pk" PRIMARY KEY("month","territory_id")
);
--> statement-breakpoint
CREATE TABLE "result_stats" (
	"territory_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"objective_type_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"approval_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "result_stats_territory_id_due_date_objective_type_id_pk" PRIMARY KEY("territory_id","due_date","objective_type_id")
);
--> statement-breakpoint
CREATE TABLE "visit_month_stats" (
	"month" date NOT NULL,
	"territory_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visit_us" bigint DEFAULT 0 NOT NULL,
	"checkin_s" bigint DEFAULT 0 NOT NULL,
	"checkout_s" bigint DEFAULT 0 NOT NULL,
	"forced" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_month_stats_month_territory_id_user_id_pk" PRIMARY KEY("month","territory_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "visit_stats" (
	"day" date NOT NULL,
	"territory_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visit_us" bigint DEFAULT 0 NOT NULL,
	"checkin_s" bigint DEFAULT 0 NOT NULL,
	"checkout_s" bigint DEFAULT 0 NOT NULL,
	"forced" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_stats_day_territory_id_user_id_pk" PRIMARY KEY("day","territory_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "visit_week_stats" (
	"week" date NOT NULL,
	"territory_id" integer NOT NULL,
	"rep_days" integer DEFAULT 0 NOT NULL,
	"visit_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_week_stats_week_territory_id_pk" PRIMARY KEY("week","territory_id")
);
--> statement-breakpoint
CREATE INDEX "result_stats_due_date_idx" ON "result_stats" USING btree ("due_date");--> statement-breakpoint
-- The dashboards' aggregates are kept by the triggers below, in the same transaction as each write
-- (issue 10). Store results count in their store's territory and their objective's due date;
-- closed visits in their store's territory and the check-in's date in the store's time zone.
CREATE FUNCTION province_time_zone(province integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE province
    WHEN 1 THEN 'America/Edmonton' WHEN 2 THEN 'America/Vancouver' WHEN 3 THEN 'America/Winnipeg'
    WHEN 4 THEN 'America/Moncton' WHEN 5 THEN 'America/St_Johns' WHEN 6 THEN 'America/Halifax'
    WHEN 7 THEN 'America/Yellowknife' WHEN 8 THEN 'America/Iqaluit' WHEN 9 THEN 'America/Toronto'
    WHEN 10 THEN 'America/Halifax' WHEN 11 THEN 'America/Toronto' WHEN 12 THEN 'America/Regina'
    WHEN 13 THEN 'America/Whitehorse' ELSE 'America/Toronto' END
$$;
--> statement-breakpoint
-- Approval time of an approved result in microseconds; null when it is not approved.
CREATE FUNCTION result_approval_us(status_id integer, completed_at timestamptz, approved_at timestamptz) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN status_id = 3 AND completed_at IS NOT NULL AND approved_at IS NOT NULL
              THEN ((extract(epoch FROM approved_at) - extract(epoch FROM completed_at)) * 1000000)::bigint END
$$;
--> statement-breakpoint
CREATE TYPE result_delta AS (territory_id integer, due_date date, objective_type_id integer, status_id integer, approval_us bigint, sign integer);
--> statement-breakpoint
CREATE TYPE visit_delta AS (day date, territory_id integer, user_id integer, visit_us bigint, checkin_s bigint, checkout_s bigint, forced integer, sign integer);
--> statement-breakpoint
-- One closed visit's share of visit_stats, at a store of this territory and province.
CREATE FUNCTION visit_delta_of(user_id integer, checkin_at timestamptz, checkout_at timestamptz, forced boolean,
                               territory_id integer, province integer, sign integer) RETURNS visit_delta
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ROW((checkin_at AT TIME ZONE province_time_zone(province))::date, territory_id, user_id,
             ((extract(epoch FROM checkout_at) - extract(epoch FROM checkin_at)) * 1000000)::bigint,
             floor(extract(epoch FROM (checkin_at AT TIME ZONE province_time_zone(province))::time))::bigint,
             floor(extract(epoch FROM (checkout_at AT TIME ZONE province_time_zone(province))::time))::bigint,
             forced::int, sign)::visit_delta
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) store results; keys are locked in order, against deadlocks.
CREATE FUNCTION result_stats_add(deltas result_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF deltas IS NULL OR cardinality(deltas) = 0 THEN RETURN; END IF;
  WITH d AS (SELECT * FROM unnest(deltas)),
  g AS (
    SELECT territory_id, due_date, objective_type_id, sum(sign)::int AS total,
           sum(CASE WHEN status_id IN (2, 3) THEN sign ELSE 0 END)::int AS completed,
           sum(CASE WHEN status_id = 1 THEN sign ELSE 0 END)::int AS open,
           sum(CASE WHEN approval_us IS NOT NULL THEN sign ELSE 0 END)::int AS approved,
           coalesce(sum(sign * approval_us), 0)::bigint AS approval_us
      FROM d GROUP BY 1, 2, 3
  ),
  day_rows AS (
    INSERT INTO result_stats AS r (territory_id, due_date, objective_type_id, total, completed, open, approved, approval_us)
    SELECT * FROM g ORDER BY 1, 2, 3
    ON CONFLICT (territory_id, due_date, objective_type_id) DO UPDATE
      SET total = r.total + excluded.total, completed = r.completed + excluded.completed, open = r.open + excluded.open,
          approved = r.approved + excluded.approved, approval_us = r.approval_us + excluded.approval_us
  )
  INSERT INTO result_month_stats AS m (month, territory_id, total, completed, approved, approval_us)
  SELECT date_trunc('month', due_date)::date, territory_id, sum(total), sum(completed), sum(approved), sum(approval_us)
    FROM g GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, territory_id) DO UPDATE
    SET total = m.total + excluded.total, completed = m.completed + excluded.completed,
        approved = m.approved + excluded.approved, approval_us = m.approval_us + excluded.approval_us;
END
$$;
--> statement-breakpoint
-- Adds or takes away closed visits: a rep-day appears in visit_week_stats when its visit_stats row
-- is created and leaves it when the row's last visit goes (the row is then deleted).
CREATE FUNCTION visit_stats_add(deltas visit_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF deltas IS NULL OR cardinality(deltas) = 0 THEN RETURN; END IF;
  WITH g AS (
    SELECT day, territory_id, user_id, sum(sign)::int AS visits, sum(sign * visit_us)::bigint AS visit_us,
           sum(sign * checkin_s)::bigint AS checkin_s, sum(sign * checkout_s)::bigint AS checkout_s, sum(sign * forced)::int AS forced
      FROM unnest(deltas) GROUP BY 1, 2, 3
  ),
  up AS (
    INSERT INTO visit_stats AS v (day, territory_id, user_id, visits, visit_us, checkin_s, checkout_s, forced)
    SELECT * FROM g ORDER BY 1, 2, 3
    ON CONFLICT (day, territory_id, user_id) DO UPDATE
      SET visits = v.visits + excluded.visits, visit_us = v.visit_us + excluded.visit_us, checkin_s = v.checkin_s + excluded.checkin_s,
          checkout_s = v.checkout_s + excluded.checkout_s, forced = v.forced + excluded.forced
    RETURNING v.day, v.territory_id, v.user_id, v.visits, (v.xmax = 0) AS created
  ),
  weeks AS (
    INSERT INTO visit_week_stats AS w (week, territory_id, rep_days, visit_us)
    SELECT date_trunc('week', g.day)::date, g.territory_id,
           sum(CASE WHEN up.created AND up.visits <> 0 THEN 1 WHEN NOT up.created AND up.visits = 0 THEN -1 ELSE 0 END)::int,
           sum(g.visit_us)::bigint
      FROM g JOIN up ON up.day = g.day AND up.territory_id = g.territory_id AND up.user_id = g.user_id
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (week, territory_id) DO UPDATE SET rep_days = w.rep_days + excluded.rep_days, visit_us = w.visit_us + excluded.visit_us
  )
  INSERT INTO visit_month_stats AS m (month, territory_id, user_id, visits, visit_us, checkin_s, checkout_s, forced)
  SELECT date_trunc('month', day)::date, territory_id, user_id, sum(visits), sum(visit_us), sum(checkin_s), sum(checkout_s), sum(forced)
    FROM g GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (month, territory_id, user_id) DO UPDATE
    SET visits = m.visits + excluded.visits, visit_us = m.visit_us + excluded.visit_us, checkin_s = m.checkin_s + excluded.checkin_s,
        checkout_s = m.checkout_s + excluded.checkout_s, forced = m.forced + excluded.forced;
  DELETE FROM visit_stats v USING (SELECT DISTINCT day, territory_id, user_id FROM unnest(deltas)) k
   WHERE v.day = k.day AND v.territory_id = k.territory_id AND v.user_id = k.user_id AND v.visits = 0;
END
$$;
--> statement-breakpoint
CREATE FUNCTION store_objectives_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM result_stats_add(ARRAY(
      SELECT ROW(s.territory_id, o.due_date, o.objective_type_id, n.status_id, result_approval_us(n.status_id, n.completed_at, n.approved_at), 1)::result_delta
        FROM new_rows n JOIN objectives o ON o.id = n.objective_id AND o.deleted_at IS NULL JOIN stores s ON s.id = n.store_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM result_stats_add(ARRAY(
      SELECT ROW(s.territory_id, o.due_date, o.objective_type_id, x.status_id, result_approval_us(x.status_id, x.completed_at, x.approved_at), -1)::result_delta
        FROM old_rows x JOIN objectives o ON o.id = x.objective_id AND o.deleted_at IS NULL JOIN stores s ON s.id = x.store_id));
  ELSE
    PERFORM result_stats_add(ARRAY(
      WITH ch AS (
        SELECT x.store_id AS old_store, x.objective_id AS old_objective, x.status_id AS old_status,
               result_approval_us(x.status_id, x.completed_at, x.approved_at) AS old_us,
               n.store_id AS new_store, n.objective_id AS new_objective, n.status_id AS new_status,
               result_approval_us(n.status_id, n.completed_at, n.approved_at) AS new_us
          FROM old_rows x JOIN new_rows n ON n.id = x.id
         WHERE (x.store_id, x.objective_id, x.status_id, x.completed_at, x.approved_at)
               IS DISTINCT FROM (n.store_id, n.objective_id, n.status_id, n.completed_at, n.approved_at)
      )
      SELECT ROW(s.territory_id, o.due_date, o.objective_type_id, ch.old_status, ch.old_us, -1)::result_delta
        FROM ch JOIN objectives o ON o.id = ch.old_objective AND o.deleted_at IS NULL JOIN stores s ON s.id = ch.old_store
      UNION ALL
      SELECT ROW(s.territory_id, o.due_date, o.objective_type_id, ch.new_status, ch.new_us, 1)::result_delta
        FROM ch JOIN objectives o ON o.id = ch.new_objective AND o.deleted_at IS NULL JOIN stores s ON s.id = ch.new_store));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_objectives_stats_ins AFTER INSERT ON store_objectives REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_objectives_stats();
--> statement-breakpoint
CREATE TRIGGER store_objectives_stats_upd AFTER UPDATE ON store_objectives REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_objectives_stats();
--> statement-breakpoint
CREATE TRIGGER store_objectives_stats_del AFTER DELETE ON store_objectives REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_objectives_stats();
--> statement-breakpoint
-- An objective's results follow its due date and type, and leave the figures when it is archived
-- (deleted_at) or deleted (before the delete: its results are then removed by the cascade, whose
-- trigger no longer finds the objective).
CREATE FUNCTION objectives_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.deleted_at IS NULL THEN
      PERFORM result_stats_add(ARRAY(
        SELECT ROW(s.territory_id, OLD.due_date, OLD.objective_type_id, so.status_id, result_approval_us(so.status_id, so.completed_at, so.approved_at), -1)::result_delta
          FROM store_objectives so JOIN stores s ON s.id = so.store_id WHERE so.objective_id = OLD.id));
    END IF;
    RETURN OLD;
  END IF;
  PERFORM result_stats_add(ARRAY(
    SELECT ROW(s.territory_id, OLD.due_date, OLD.objective_type_id, so.status_id, result_approval_us(so.status_id, so.completed_at, so.approved_at), -1)::result_delta
      FROM store_objectives so JOIN stores s ON s.id = so.store_id WHERE so.objective_id = OLD.id AND OLD.deleted_at IS NULL
    UNION ALL
    SELECT ROW(s.territory_id, NEW.due_date, NEW.objective_type_id, so.status_id, result_approval_us(so.status_id, so.completed_at, so.approved_at), 1)::result_delta
      FROM store_objectives so JOIN stores s ON s.id = so.store_id WHERE so.objective_id = NEW.id AND NEW.deleted_at IS NULL));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER objectives_stats_upd AFTER UPDATE ON objectives FOR EACH ROW
  WHEN (OLD.due_date IS DISTINCT FROM NEW.due_date OR OLD.objective_type_id IS DISTINCT FROM NEW.objective_type_id
        OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION objectives_stats();
--> statement-breakpoint
CREATE TRIGGER objectives_stats_del BEFORE DELETE ON objectives FOR EACH ROW EXECUTE FUNCTION objectives_stats();
--> statement-breakpoint
CREATE FUNCTION visits_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM visit_stats_add(ARRAY(
      SELECT visit_delta_of(n.user_id, n.checkin_at, n.checkout_at, n.forced, s.territory_id, s.province, 1)
        FROM new_rows n JOIN stores s ON s.id = n.store_id WHERE n.checkout_at IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM visit_stats_add(ARRAY(
      SELECT visit_delta_of(x.user_id, x.checkin_at, x.checkout_at, x.forced, s.territory_id, s.province, -1)
        FROM old_rows x JOIN stores s ON s.id = x.store_id WHERE x.checkout_at IS NOT NULL));
  ELSE
    PERFORM visit_stats_add(ARRAY(
      WITH ch AS (
        SELECT x.user_id AS old_user, x.store_id AS old_store, x.checkin_at AS old_in, x.checkout_at AS old_out, x.forced AS old_forced,
               n.user_id AS new_user, n.store_id AS new_store, n.checkin_at AS new_in, n.checkout_at AS new_out, n.forced AS new_forced
          FROM old_rows x JOIN new_rows n ON n.id = x.id
         WHERE (x.user_id, x.store_id, x.checkin_at, x.checkout_at, x.forced) IS DISTINCT FROM (n.user_id, n.store_id, n.checkin_at, n.checkout_at, n.forced)
      )
      SELECT visit_delta_of(ch.old_user, ch.old_in, ch.old_out, ch.old_forced, s.territory_id, s.province, -1)
        FROM ch JOIN stores s ON s.id = ch.old_store WHERE ch.old_out IS NOT NULL
      UNION ALL
      SELECT visit_delta_of(ch.new_user, ch.new_in, ch.new_out, ch.new_forced, s.territory_id, s.province, 1)
        FROM ch JOIN stores s ON s.id = ch.new_store WHERE ch.new_out IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER visits_stats_ins AFTER INSERT ON visits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION visits_stats();
--> statement-breakpoint
CREATE TRIGGER visits_stats_upd AFTER UPDATE ON visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visits_stats();
--> statement-breakpoint
CREATE TRIGGER visits_stats_del AFTER DELETE ON visits REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION visits_stats();
--> statement-breakpoint
-- A store moved to another territory (or province) takes its results and visits with it.
CREATE FUNCTION stores_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.territory_id IS DISTINCT FROM OLD.territory_id THEN
    PERFORM result_stats_add(ARRAY(
      SELECT ROW(t.territory_id, o.due_date, o.objective_type_id, so.status_id, result_approval_us(so.status_id, so.completed_at, so.approved_at), t.sign)::result_delta
        FROM store_objectives so JOIN objectives o ON o.id = so.objective_id AND o.deleted_at IS NULL
             CROSS JOIN (VALUES (OLD.territory_id, -1), (NEW.territory_id, 1)) AS t(territory_id, sign)
       WHERE so.store_id = NEW.id));
  END IF;
  PERFORM visit_stats_add(ARRAY(
    SELECT visit_delta_of(v.user_id, v.checkin_at, v.checkout_at, v.forced, OLD.territory_id, OLD.province, -1)
      FROM visits v WHERE v.store_id = NEW.id AND v.checkout_at IS NOT NULL
    UNION ALL
    SELECT visit_delta_of(v.user_id, v.checkin_at, v.checkout_at, v.forced, NEW.territory_id, NEW.province, 1)
      FROM visits v WHERE v.store_id = NEW.id AND v.checkout_at IS NOT NULL));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stores_stats_upd AFTER UPDATE ON stores FOR EACH ROW
  WHEN (OLD.territory_id IS DISTINCT FROM NEW.territory_id OR OLD.province IS DISTINCT FROM NEW.province)
  EXECUTE FUNCTION stores_stats();
--> statement-breakpoint
-- Recomputes every aggregate from the raw tables (the backfill below; bulk loads with the triggers off).
CREATE FUNCTION rebuild_dashboard_stats() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM result_stats;
  DELETE FROM result_month_stats;
  DELETE FROM visit_stats;
  DELETE FROM visit_week_stats;
  DELETE FROM visit_month_stats;
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
