-- Who runs the background settlement of open orders (ADR 0109): one row per job, held by one server instance at a
-- time until it expires. An instance renews its own lease on every sweep; another takes it over only after it
-- lapsed, so several instances sharing the database settle the open orders once.
create table server_job_leases (
  job text primary key,
  holder text not null,
  expires_at timestamptz not null
);

-- The sweep reads the open orders, oldest first.
create index store_orders_open on store_orders (created_at) where status in ('created', 'pending');
