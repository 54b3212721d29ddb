-- The running balance follows the ledger in the statement that writes it (stakes, refunds, wins,
-- commission, corrections: whoever inserts). An entry is in its bet's currency; the balance is in the
-- site's base currency, each entry converted at the rates recorded on its bet (to_base_cents.sql), so a
-- balance is always the sum of its ledger converted entry by entry. Players in id order, as every other
-- holder of these rows.
create or replace function balance_of_ledger() returns trigger language plpgsql as $fn$
begin
  insert into user_balances as b (user_id, ledger_cents, commission_cents)
  select c.user_id, sum(c.base_cents), coalesce(sum(c.base_cents) filter (where c.kind = 'commission'), 0)
  from (
    select e.user_id, e.kind,
      case when bet.id is null then e.amount_cents else to_base_cents(e.amount_cents, bet.rate_micros, bet.base_rate_micros) end as base_cents
    from inserted e left join bets bet on bet.id = e.bet_id) c
  group by c.user_id order by c.user_id
  on conflict (user_id) do update
    set ledger_cents = b.ledger_cents + excluded.ledger_cents, commission_cents = b.commission_cents + excluded.commission_cents;
  return null;
end
$fn$;
