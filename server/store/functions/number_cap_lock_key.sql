-- The advisory lock key of a site's number cap (sold out, E145): setting a cap holds it exclusively while it
-- rebuilds the site's exposure; bets and voids hold it shared. The one definition: the TypeScript calls it.
create or replace function number_cap_lock_key(site_id int) returns bigint
language sql immutable parallel safe
return hashtext('number_cap|' || site_id)::bigint;
