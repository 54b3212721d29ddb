-- The credit figures of many users in one call (services/credit.ts reads every credit usage through it; the
-- 60-second ping's top_content too): each user's limit, the limits given to its direct downlines, its
-- ledger and outstanding (the running balances, user_balances), what it can still bet (credit_available,
-- the formula's one home) and the commission credited to it (the reward). PL/pgSQL so its plan is made once
-- per connection, not on every read: the ping asks once a minute on every open app.
create or replace function credit_usages(user_ids int[])
returns table (id int, credit_limit_cents bigint, given bigint, ledger bigint, reserved bigint, available bigint,
  reward bigint) language plpgsql stable as $fn$
#variable_conflict use_column
begin
  return query
  select u.id, u.credit_limit_cents::bigint,
    coalesce((select sum(d.credit_limit_cents) from users d where d.parent_id = u.id), 0)::bigint,
    coalesce(b.ledger_cents, 0)::bigint, coalesce(b.open_stake_cents, 0)::bigint, credit_available(u.id),
    coalesce(b.commission_cents, 0)::bigint
  from users u left join user_balances b on b.user_id = u.id
  where u.id = any(user_ids);
end
$fn$;
