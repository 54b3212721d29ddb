-- The 60-second ping's reads in one call (services/login-data.ts): the caller's site with its currencies,
-- the packages assigned to the caller, and its credit figures (credit_usages, their one home).
-- Every open app asks once a minute, so it is one round trip and a plan made once per connection, not a
-- statement per part planned on every ping. The site comes whole (its table's row type), so a column added
-- to sites reaches the ping without this file changing.
create or replace function top_content(user_id int)
returns table (site sites, currency_rows json, package_rows json, credit_limit_cents bigint, given bigint,
  ledger bigint, reserved bigint, available bigint, reward bigint) language plpgsql stable as $fn$
#variable_conflict use_column
begin
  return query
  select s,
    (select coalesce(json_agg(json_build_object('code', c.code, 'min_regular_cents', c.min_regular_cents,
        'min_ibox_cents', c.min_ibox_cents)), '[]'::json)
      from site_currencies c where c.site_id = s.id),
    (select coalesce(json_agg(json_build_object('kind', p.kind, 'id', k.id, 'name', k.name, 'special', k.special)),
        '[]'::json)
      from user_packages p join packages k on k.id = p.package_id where p.user_id = me.id),
    u.credit_limit_cents, u.given, u.ledger, u.reserved, u.available, u.reward
  from users me join sites s on s.id = me.site_id cross join credit_usages(array[me.id]) u
  where me.id = top_content.user_id;
end
$fn$;
