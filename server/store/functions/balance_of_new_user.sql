-- Every user has its user_balances row from the start, so a bet can lock it (place_bets, in id order).
create or replace function balance_of_new_user() returns trigger language plpgsql as $fn$
begin
  insert into user_balances (user_id) select n.id from inserted n order by n.id on conflict (user_id) do nothing;
  return null;
end
$fn$;
