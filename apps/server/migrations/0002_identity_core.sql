-- Users, their sessions, and the idempotency ledger every retried write goes through.
create table users (
  id serial primary key,
  user_name text not null unique,
  password_hash text not null,
  first_name text not null default '',
  last_name text not null default '',
  email_id text not null default '',
  contact_no text not null default '',
  school_name text not null default '',
  city_name text not null default '',
  state_name text not null default '',
  country_name text not null default 'India',
  pincode text not null default '',
  board_id integer,
  grade_id integer,
  institution_id integer not null default 1,
  location_id integer not null default 1,
  group_id integer not null default 1,
  user_type text check (user_type in ('NewUser', 'ExistingUser', 'Spectrum')),
  login_type text not null default 'PASSWORD',
  show_dashboard boolean not null default false,
  profile_pic text not null default '',
  last_quest_id integer,
  viewed_on timestamptz,
  extra_time_factor numeric(4, 2) not null default 1.00 check (extra_time_factor >= 1),
  is_active boolean not null default true,
  is_deleted boolean not null default false,
  created_at timestamptz not null default now()
);

create table sessions (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id);

create table idempotency_keys (
  scope text not null,
  key text not null,
  response jsonb,
  created_at timestamptz not null,
  primary key (scope, key)
);
