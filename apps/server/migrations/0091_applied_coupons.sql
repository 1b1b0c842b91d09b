-- The coupon a student last applied to their cart through ApplyCoupon (ADR 0107): checkout accepts only that code,
-- so coupon codes can be guessed only through ApplyCoupon, where wrong codes are throttled.
create table store_applied_coupons (
  user_id integer primary key references users (id) on delete cascade,
  code text not null,
  applied_at timestamptz not null
);
