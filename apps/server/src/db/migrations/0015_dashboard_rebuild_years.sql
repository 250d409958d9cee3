-- The rebuild of 0011 with the year tables of 0014: emptying the month tables takes their share out
-- of the years (triggers), the years are then emptied of what is left (rows of zero, or sums that
-- drifted), and refilling the month tables fills them again.
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
