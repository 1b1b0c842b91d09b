-- Points the server measures, and money rules (ADR 0106, issue 22).

-- Every time the app told the server a content was opened (POST /QuestUser/OpenContent), on the server's clock.
-- A first-access award needs an open of that content at least 10 s (server time) before the access, with no open
-- of another content in between: one student studies one content at a time.
create table content_opens (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  content_id integer not null references contents (id) on delete cascade,
  opened_at timestamptz not null
);
create index content_opens_user on content_opens (user_id, opened_at desc);

-- When the content's points were earned (null: not earned yet); the daily cap sums these per day in UTC+05:30.
alter table user_content_progress add column points_earned_at timestamptz;
update user_content_progress set points_earned_at = first_accessed_at where points_earned > 0;
create index user_content_progress_earned on user_content_progress (user_id, points_earned_at)
  where points_earned > 0;

-- A single-use coupon is spent by one order only. Personal (redeemed-points) coupons are always single-use.
alter table store_coupons add column single_use boolean not null default false;
update store_coupons set single_use = true where user_id is not null;
alter table store_coupons add constraint store_coupons_personal_single_use check (user_id is null or single_use);

-- The order holding a single-use coupon: taken when the order is created (the primary key makes it one order),
-- given back when the order fails or expires, kept when it is paid (then store_coupons.used_on is set too).
create table store_coupon_claims (
  code text primary key references store_coupons (code) on delete cascade,
  order_id text not null unique references store_orders (order_id) on delete cascade,
  claimed_at timestamptz not null
);
insert into store_coupon_claims (code, order_id, claimed_at)
  select code, used_order_id, used_on from store_coupons where used_order_id is not null and used_on is not null
  on conflict do nothing;
insert into store_coupon_claims (code, order_id, claimed_at)
  select distinct on (o.coupon_code) o.coupon_code, o.order_id, o.created_at
    from store_orders o join store_coupons c on c.code = o.coupon_code
   where c.single_use and c.used_on is null and o.status in ('created', 'pending')
   order by o.coupon_code, o.created_at
  on conflict do nothing;
