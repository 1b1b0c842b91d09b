-- The learning area: what each user did with each content (accesses, progress, ratings, downloads), the content
-- kinds each location locks, CRM calls and learning-tool tokens. Progress of operations, missions and quests is
-- derived from user_content_progress (docs/decisions/0016-learning-progress-and-point-card.md).

-- Content kinds a location locks (false = locked); a location without a row has everything open.
create table location_content_status (
  location_id integer primary key,
  watch boolean not null default true,
  think boolean not null default true,
  solve boolean not null default true,
  play boolean not null default true
);

-- One row per user and content once accessed: the access count, total seconds and the points of the first access.
create table user_content_progress (
  user_id integer not null references users (id) on delete cascade,
  content_id integer not null references contents (id) on delete cascade,
  access_count integer not null default 0 check (access_count >= 0),
  access_duration integer not null default 0 check (access_duration >= 0),
  points_earned integer not null default 0 check (points_earned >= 0),
  first_accessed_at timestamptz not null,
  last_accessed_at timestamptz not null,
  primary key (user_id, content_id)
);
create index user_content_progress_content on user_content_progress (content_id);

-- Every access record as the app sent it (learning-app.md §3 "Content access record").
create table content_access (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  quest_id integer not null references quests (id) on delete cascade,
  content_id integer not null references contents (id) on delete cascade,
  content_type_code char(2) not null,
  location_id integer not null,
  group_id integer not null,
  -- as sent: YYYY-MM-DD HH:mm:ss in UTC+05:30
  access_date text not null,
  -- whole seconds (the record's accessDuration, above 1 s, rounded)
  access_duration integer not null check (access_duration >= 1),
  recorded_at timestamptz not null
);
create index content_access_content on content_access (content_id);
create index content_access_user on content_access (user_id, quest_id);

-- 5 = like, 0 = dislike; one rating per user and content.
create table content_ratings (
  user_id integer not null references users (id) on delete cascade,
  content_id integer not null references contents (id) on delete cascade,
  rating smallint not null check (rating in (0, 5)),
  rated_at timestamptz not null,
  primary key (user_id, content_id)
);
create index content_ratings_content on content_ratings (content_id);

create table content_downloads (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  content_id integer not null references contents (id) on delete cascade,
  downloaded_at timestamptz not null
);

-- The fire-and-forget CRM call (SetCRMData), kept so a demo can show what would have been sent.
create table crm_calls (
  id bigserial primary key,
  user_id integer references users (id) on delete set null,
  phone text not null,
  name text not null,
  product_name text not null,
  created_at timestamptz not null
);

-- Short-lived tokens for the external learning tool; only a hash is stored.
create table learning_tool_tokens (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  quest_id integer not null references quests (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index learning_tool_tokens_user on learning_tool_tokens (user_id);
