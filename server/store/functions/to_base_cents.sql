-- An amount in a bet's currency, in the site's base currency, at the rates recorded on the bet (units per
-- 1 SGD in millionths): amount × base_rate ÷ rate, rounded half away from zero to whole cents. The SQL twin
-- of toBaseCents (src/core/domain/exchange.ts), held to it by a property test; numeric, so no product
-- overflows. Inlined by the planner wherever it is used (the balance triggers, place_bets).
create or replace function to_base_cents(amount bigint, rate bigint, base_rate bigint) returns bigint
language sql immutable parallel safe
return case when rate = base_rate then amount
  else sign(amount)::bigint * div(abs(amount)::numeric * base_rate * 2 + rate, 2::numeric * rate)::bigint end;
