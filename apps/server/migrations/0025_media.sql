-- The media area: short-lived video tokens (GetMKIOToken) that open one content's encrypted HLS segments.
-- Only a hash of each token is stored (docs/decisions/0020-media-video-tokens-and-key.md).
create table video_tokens (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  content_id integer not null references contents (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index video_tokens_user on video_tokens (user_id);
create index video_tokens_expiry on video_tokens (expires_at);
