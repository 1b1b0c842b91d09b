-- Throttling of sign-in, one-time codes and number look-ups (ADR 0099), shared by every server instance.
-- throttle_state: one row per key ("signin:account:<name>", "otp-guess:register:<number>", …). For failure counters
-- it holds the failures since the last success and the lock; for rate limits it is the row locked while a
-- request is counted, so two instances never both let the last allowed request through.
create table throttle_state (
  key text primary key,
  failures integer not null default 0,
  last_failure_at timestamptz,
  locked_until timestamptz
);

-- One row per allowed request of a rate-limited key (code sends, look-ups), kept one day for the windows.
create table throttle_events (
  key text not null,
  at timestamptz not null
);
create index throttle_events_key_at_idx on throttle_events (key, at);
