-- The running balance follows the ledger in the statement that writes it (stakes, refunds, wins,
-- commission, corrections: whoever inserts). Players in id order, as every other holder of these rows.
create or replace function balance_of_ledger() returns trigger language plpgsql as $fn$
begin
  insert into user_balances as b (user_id, ledger_cents, commission_cents)
  select e.user_id, sum(e.amount_cents), coalesce(sum(e.amount_cents) filter (where e.kind = 'commission'), 0)
  from inserted e group by e.user_id order by e.user_id
  on conflict (user_id) do update
    set ledger_cents = b.ledger_cents + excluded.ledger_cents, commission_cents = b.commission_cents + excluded.commission_cents;
  return null;
end
$fn$;
