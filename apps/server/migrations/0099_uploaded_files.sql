-- Uploaded files kept in the database (ADR 0128): the store every server instance sharing one Postgres reaches, so
-- a file uploaded through one instance downloads through any other. Selected by QUEST_UPLOADS_STORE=database (the
-- default with DATABASE_URL); the folder store (QUEST_UPLOADS_DIR) leaves this table empty.
create table uploaded_files (
  kind text not null check (kind in ('messages', 'masterclass', 'profile')),
  name text not null,
  content_type text not null,
  size integer not null check (size >= 0),
  bytes bytea not null,
  created_at timestamptz not null default now(),
  primary key (kind, name)
);
