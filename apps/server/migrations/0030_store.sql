-- The store: products and their plans, catalogue categories, partner listings, carts, coupons, orders and the
-- fake card gateway's own ledger. Quests and who holds them live in the shared quests / user_quests tables.

create table store_products (
  id integer primary key,
  name text not null,
  icon text not null default '',
  video text not null default '',
  description text not null default '',
  price numeric(10, 2) not null default 0 check (price >= 0),
  -- what it sells for; null means no discount (the price)
  discount_price numeric(10, 2) check (discount_price >= 0),
  is_free boolean not null default false,
  -- null counts as online (store-and-assessment.md §3)
  is_online boolean,
  trial_duration integer not null default 0 check (trial_duration >= 0),
  form_url text not null default '',
  grade_ids integer[] not null default '{}',
  tag_value text not null default '',
  tag_color text not null default ''
);

-- The quests a product gives; sequence 1 is "the quest" (questDetails[0]).
create table store_product_quests (
  product_id integer not null references store_products (id) on delete cascade,
  quest_id integer not null references quests (id) on delete cascade,
  sequence_no integer not null default 1,
  primary key (product_id, quest_id)
);
create index store_product_quests_quest on store_product_quests (quest_id);

create table store_plans (
  id integer primary key,
  product_id integer not null references store_products (id) on delete cascade,
  display_name text not null,
  description text not null default '',
  -- including 18 % GST
  plan_price numeric(10, 2) not null check (plan_price > 0),
  sequence_no integer not null default 1
);
create index store_plans_product on store_plans (product_id, sequence_no);

create table store_quest_categories (
  id integer primary key,
  name text not null,
  is_paid boolean not null default true,
  sequence_no integer not null default 1
);

create table store_quest_category_items (
  category_id integer not null references store_quest_categories (id) on delete cascade,
  quest_id integer not null references quests (id) on delete cascade,
  sequence_no integer not null default 1,
  primary key (category_id, quest_id)
);

create table store_product_categories (
  id integer primary key,
  name text not null,
  is_paid boolean not null default true,
  sequence_no integer not null default 1
);

create table store_product_category_items (
  category_id integer not null references store_product_categories (id) on delete cascade,
  product_id integer not null references store_products (id) on delete cascade,
  sequence_no integer not null default 1,
  primary key (category_id, product_id)
);

-- Partner listings (/raymond-products): one plan of a product each.
create table store_partner_products (
  partner text not null,
  product_id integer not null references store_products (id) on delete cascade,
  plan_id integer not null references store_plans (id) on delete cascade,
  display_name text not null,
  sequence_no integer not null default 1,
  primary key (partner, plan_id)
);

-- One row per item in a user's server cart; prices are the catalogue's at the time of adding.
create table store_cart_items (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  quest_id integer references quests (id) on delete cascade,
  product_id integer references store_products (id) on delete cascade,
  -- 0: the product itself, no plan
  plan_id integer not null default 0,
  name text not null,
  icon text not null default '',
  price numeric(10, 2) not null,
  net_price numeric(10, 2) not null,
  created_at timestamptz not null,
  check ((quest_id is null) <> (product_id is null))
);
create unique index store_cart_items_product on store_cart_items (user_id, product_id, plan_id)
  where product_id is not null;
create unique index store_cart_items_quest on store_cart_items (user_id, quest_id) where quest_id is not null;

create table store_coupons (
  code text primary key check (code = upper(code) and length(code) between 1 and 6),
  kind text not null check (kind in ('percent', 'flat')),
  -- percent: 0-100; flat: rupees
  value numeric(10, 2) not null check (value > 0),
  valid_from timestamptz,
  valid_until timestamptz,
  description text not null default ''
);

create sequence store_order_number start 100001;

-- Orders: created at checkout (PGData), settled by the gateway's return post or a status check.
-- 'created' and 'pending' are open; one open order per user and cart (ADR 0028).
create table store_orders (
  order_id text primary key default ('QO' || nextval('store_order_number')::text),
  user_id integer not null references users (id) on delete cascade,
  status text not null check (status in ('created', 'pending', 'success', 'failed')),
  payment_mode text not null,
  coupon_code text not null default '',
  total_paise bigint not null,
  discount_paise bigint not null,
  amount_paise bigint not null check (amount_paise > 0),
  -- the items bought, as key "p<product>:<plan>" / "q<quest>", sorted, plus the coupon: "the same cart"
  cart_key text not null,
  items jsonb not null,
  message text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null,
  fulfilled_at timestamptz
);
create index store_orders_user on store_orders (user_id, created_at desc);
create unique index store_orders_one_open on store_orders (user_id, cart_key)
  where status in ('created', 'pending');

-- The fake card gateway's own record of each payment attempt (what a real gateway's status API reports).
create table store_gateway_payments (
  order_id text primary key references store_orders (order_id) on delete cascade,
  status text not null check (status in ('success', 'failed', 'cancelled', 'pending')),
  amount_paise bigint not null,
  gateway_ref text not null,
  -- a pending payment confirms as success at this time
  confirm_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- The merchant key shared by the app and the fake gateway (HMAC of the payment form and the return post).
create table store_secrets (
  name text primary key,
  value text not null
);
