CREATE TABLE "result_year_stats" (
	"year" date NOT NULL,
	"territory_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"approval_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "result_year_stats_year_territory_id_pk" PRIMARY KEY("year","territory_id")
);
--> statement-breakpoint
CREATE TABLE "visit_year_stats" (
	"year" date NOT NULL,
	"territory_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visit_us" bigint DEFAULT 0 NOT NULL,
	"checkin_s" bigint DEFAULT 0 NOT NULL,
	"checkout_s" bigint DEFAULT 0 NOT NULL,
	"forced" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_year_stats_year_territory_id_user_id_pk" PRIMARY KEY("year","territory_id","user_id")
);
--> statement-breakpoint
-- The year tables (issue 10): result_month_stats and visit_month_stats summed per calendar year,
-- kept by statement triggers on the month tables (whose own triggers run in the same transaction
-- as every write). A change is its rows' deltas (an update: the old rows out, the new ones in),
-- summed per key and added in key order, against deadlocks.
CREATE TYPE result_year_delta AS (month date, territory_id integer, total integer, completed integer, approved integer, approval_us bigint);
--> statement-breakpoint
CREATE TYPE visit_year_delta AS (month date, territory_id integer, user_id integer, visits integer, visit_us bigint, checkin_s bigint, checkout_s bigint, forced integer);
--> statement-breakpoint
CREATE FUNCTION result_years_add(deltas result_year_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF deltas IS NULL OR cardinality(deltas) = 0 THEN RETURN; END IF;
  INSERT INTO result_year_stats AS y (year, territory_id, total, completed, approved, approval_us)
  SELECT date_trunc('year', month)::date, territory_id, sum(total), sum(completed), sum(approved), sum(approval_us)
    FROM unnest(deltas) GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (year, territory_id) DO UPDATE
    SET total = y.total + excluded.total, completed = y.completed + excluded.completed,
        approved = y.approved + excluded.approved, approval_us = y.approval_us + excluded.approval_us;
END
$$;
--> statement-breakpoint
CREATE FUNCTION visit_years_add(deltas visit_year_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF deltas IS NULL OR cardinality(deltas) = 0 THEN RETURN; END IF;
  INSERT INTO visit_year_stats AS y (year, territory_id, user_id, visits, visit_us, checkin_s, checkout_s, forced)
  SELECT date_trunc('year', month)::date, territory_id, user_id, sum(visits), sum(visit_us), sum(checkin_s), sum(checkout_s), sum(forced)
    FROM unnest(deltas) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (year, territory_id, user_id) DO UPDATE
    SET visits = y.visits + excluded.visits, visit_us = y.visit_us + excluded.visit_us, checkin_s = y.checkin_s + excluded.checkin_s,
        checkout_s = y.checkout_s + excluded.checkout_s, forced = y.forced + excluded.forced;
END
$$;
--> statement-breakpoint
CREATE FUNCTION result_month_stats_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM result_years_add(ARRAY(SELECT ROW(month, territory_id, total, completed, approved, approval_us)::result_year_delta FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM result_years_add(ARRAY(SELECT ROW(month, territory_id, -total, -completed, -approved, -approval_us)::result_year_delta FROM old_rows));
  ELSE
    PERFORM result_years_add(ARRAY(
      SELECT ROW(month, territory_id, total, completed, approved, approval_us)::result_year_delta FROM new_rows
      UNION ALL
      SELECT ROW(month, territory_id, -total, -completed, -approved, -approval_us)::result_year_delta FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER result_month_stats_years_ins AFTER INSERT ON result_month_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_month_stats_years();
--> statement-breakpoint
CREATE TRIGGER result_month_stats_years_upd AFTER UPDATE ON result_month_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_month_stats_years();
--> statement-breakpoint
CREATE TRIGGER result_month_stats_years_del AFTER DELETE ON result_month_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_month_stats_years();
--> statement-breakpoint
CREATE FUNCTION visit_month_stats_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM visit_years_add(ARRAY(
      SELECT ROW(month, territory_id, user_id, visits, visit_us, checkin_s, checkout_s, forced)::visit_year_delta FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM visit_years_add(ARRAY(
      SELECT ROW(month, territory_id, user_id, -visits, -visit_us, -checkin_s, -checkout_s, -forced)::visit_year_delta FROM old_rows));
  ELSE
    PERFORM visit_years_add(ARRAY(
      SELECT ROW(month, territory_id, user_id, visits, visit_us, checkin_s, checkout_s, forced)::visit_year_delta FROM new_rows
      UNION ALL
      SELECT ROW(month, territory_id, user_id, -visits, -visit_us, -checkin_s, -checkout_s, -forced)::visit_year_delta FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER visit_month_stats_years_ins AFTER INSERT ON visit_month_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_month_stats_years();
--> statement-breakpoint
CREATE TRIGGER visit_month_stats_years_upd AFTER UPDATE ON visit_month_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_month_stats_years();
--> statement-breakpoint
CREATE TRIGGER visit_month_stats_years_del AFTER DELETE ON visit_month_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_month_stats_years();
--> statement-breakpoint
-- The year tables from the month tables kept so far (the triggers above keep them from now on,
-- through rebuild_dashboard_stats() too: its emptying and refilling of the month tables).
INSERT INTO result_year_stats (year, territory_id, total, completed, approved, approval_us)
SELECT date_trunc('year', month)::date, territory_id, sum(total), sum(completed), sum(approved), sum(approval_us)
  FROM result_month_stats GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO visit_year_stats (year, territory_id, user_id, visits, visit_us, checkin_s, checkout_s, forced)
SELECT date_trunc('year', month)::date, territory_id, user_id, sum(visits), sum(visit_us), sum(checkin_s), sum(checkout_s), sum(forced)
  FROM visit_month_stats GROUP BY 1, 2, 3;
