-- Identity: one-time codes (registration and password reset), what sign-up recorded, and the coding
-- competition status behind the current user's coderCompetition object.

-- One live challenge per purpose and subject: a new code (resend) replaces the old one.
-- subject: the mobile number (register) or the user id (reset). Only a salted hash of the code is stored.
create table otp_challenges (
  purpose text not null check (purpose in ('register', 'reset')),
  subject text not null,
  code_hash text,
  salt text not null,
  sent_to text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  -- set when the code was right: registration (30 min) or the password change (10 min) may go ahead until then
  verified_until timestamptz,
  primary key (purpose, subject)
);

-- What the sign-up wizard and Enter Details sent besides the user fields (coupon field, UTM parameters).
create table user_signup_details (
  user_id integer primary key references users (id) on delete cascade,
  promo_code text not null default '',
  utm_data jsonb,
  updated_at timestamptz not null
);

-- The national coding competition (GO_CODERZ): no row means not registered.
create table coder_competition_entries (
  user_id integer primary key references users (id) on delete cascade,
  status text not null check (status in ('Registered', 'Submitted')),
  updated_at timestamptz not null
);
