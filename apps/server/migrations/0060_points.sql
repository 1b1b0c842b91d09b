-- Redeem Points (ADR 0061): points earned in a quest turned into a personal store coupon.
-- 10 points = ₹1, in blocks of 100; the quest's available points = earned − redeemed. Earned points (progress,
-- leaderboard) never change on redeeming.

-- A personal coupon belongs to one student and is used once: used_on is set when the order that applied it is paid.
alter table store_coupons
  add column user_id integer references users (id) on delete cascade,
  add column used_on timestamptz,
  add column used_order_id text references store_orders (order_id) on delete set null;
create index store_coupons_user on store_coupons (user_id) where user_id is not null;

create table points_redemptions (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  quest_id integer not null references quests (id) on delete cascade,
  points integer not null check (points >= 100 and points % 100 = 0),
  coupon_code text not null unique references store_coupons (code) on delete cascade,
  created_at timestamptz not null
);
create index points_redemptions_user_quest on points_redemptions (user_id, quest_id, created_at desc);
