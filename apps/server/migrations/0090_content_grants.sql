-- Content grants (ADR 0105): GetContentList puts a short-lived grant in the address of each file the app opens
-- without a bearer (PDFs, the content origin's HTML page and activity). The media area serves such a file only
-- with a live grant of the student, for a content of the granted quest at exactly that address, and only while
-- the student is still entitled to that content (quest held, trial not over, kind open).
create table content_grants (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  quest_id integer not null references quests (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index content_grants_expires on content_grants (expires_at);
