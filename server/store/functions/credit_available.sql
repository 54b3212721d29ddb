-- What a user can still bet or hand down (docs/product.md D8): its credit limit, less the limits it gave
-- to its direct downlines, plus its ledger (stakes negative; refunds, wins, commission positive). The one
-- definition of the formula: place_bets checks a bet against it and services/credit.ts reads it. The
-- ledger is the running balance (user_balances, kept by triggers in the transaction of every entry), so
-- this costs the same for a player's first bet and its hundred-thousandth. PL/pgSQL, not SQL: its subqueries
-- keep a SQL function from being inlined, and a SQL function called from a statement is parsed and planned
-- again by every statement that calls it (each place_bets batch), where PL/pgSQL keeps its plan for the
-- session.
create or replace function credit_available(user_id int) returns bigint
language plpgsql stable parallel safe as $fn$
begin
  return (
    select u.credit_limit_cents
      - coalesce((select sum(d.credit_limit_cents) from users d where d.parent_id = u.id), 0)
      + coalesce((select b.ledger_cents from user_balances b where b.user_id = u.id), 0)
    from users u where u.id = credit_available.user_id);
end
$fn$;
