-- Crashes reported by the learner app's top-level error boundary.
create table client_errors (
  id bigserial primary key,
  message text not null,
  stack text,
  url text,
  user_agent text,
  created_at timestamptz not null default now()
);

create index client_errors_created_at_idx on client_errors (created_at desc, id desc);

create table app_meta (
  key text primary key,
  value text
);
