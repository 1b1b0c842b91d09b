-- The community area: leaderboard points of demo classmates, friends and per-quest sharing, notifications,
-- live-class and mission (trial) schedules, the query box, and the masterclass backend's links and uploads.

-- Points kept by this area (demo classmates); a learner's own progress points are added at read time from
-- the learning area's tables when they exist (docs/decisions/0036-community-leaderboard-points.md).
create table community_leaderboard_points (
  quest_id integer not null references quests (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  points integer not null default 0 check (points >= 0),
  primary key (quest_id, user_id)
);

-- Friendship is stored in both directions.
create table community_friends (
  user_id integer not null references users (id) on delete cascade,
  friend_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  primary key (user_id, friend_id),
  check (user_id <> friend_id)
);

-- owner_id shares their status in quest_id with friend_id.
create table community_shares (
  owner_id integer not null references users (id) on delete cascade,
  friend_id integer not null references users (id) on delete cascade,
  quest_id integer not null references quests (id) on delete cascade,
  is_shared boolean not null,
  modified_at timestamptz not null,
  primary key (owner_id, friend_id, quest_id)
);
create index community_shares_friend on community_shares (friend_id, quest_id);

-- user_id null: a notification for everyone.
create table community_notifications (
  id serial primary key,
  user_id integer references users (id) on delete cascade,
  message_text text not null,
  modified_on timestamptz not null
);
create index community_notifications_on on community_notifications (modified_on desc);

-- kind 'class': today's live classes of the learners holding quest_id (or of user_id);
-- kind 'trial': the sessions of mission_id on /missions-schedules.
-- A session starts either at starts_at, or relative to the day it is read on (IST): day_offset days after
-- today at start_second seconds after midnight (docs/decisions/0038-community-schedule-times.md).
create table community_schedules (
  id serial primary key,
  kind text not null check (kind in ('class', 'trial')),
  quest_id integer references quests (id) on delete cascade,
  user_id integer references users (id) on delete cascade,
  mission_id integer references missions (id) on delete cascade,
  course_name text not null default '',
  schedule_name text not null,
  teacher text not null default '',
  starts_at timestamptz,
  day_offset integer,
  start_second integer check (start_second between 0 and 86399),
  duration integer not null check (duration > 0),
  join_link text not null default '',
  app_join_link text not null default '',
  -- once the session is over (type '3', View recording) the links point here, when set
  recording_link text not null default '',
  check ((starts_at is not null) <> (day_offset is not null and start_second is not null)),
  check ((day_offset is null) = (start_second is null)),
  check (kind <> 'trial' or mission_id is not null),
  check (kind <> 'class' or quest_id is not null or user_id is not null)
);
create index community_schedules_mission on community_schedules (mission_id) where kind = 'trial';

-- Queries and their replies. created_by null: a teacher (staff are not learners).
create table community_messages (
  id serial primary key,
  parent_id integer references community_messages (id) on delete cascade,
  message_type_id integer not null default 1,
  quest_id integer references quests (id) on delete set null,
  mission_id integer references missions (id) on delete set null,
  operation_id integer references operations (id) on delete set null,
  subject text not null default '',
  message_body text not null default '',
  is_active boolean not null default true,
  created_by integer references users (id) on delete cascade,
  created_by_name text not null,
  created_on timestamptz not null
);
create index community_messages_author on community_messages (created_by, created_on desc) where parent_id is null;
create index community_messages_parent on community_messages (parent_id, created_on);

-- stored_name: the file's unguessable name in the uploads folder (messages/).
create table community_message_attachments (
  id serial primary key,
  message_id integer not null references community_messages (id) on delete cascade,
  file_name text not null,
  file_size integer not null,
  file_type text not null,
  stored_name text not null unique
);
create index community_message_attachments_message on community_message_attachments (message_id);

create table community_masterclass_links (
  id serial primary key,
  masterclass_name text not null,
  masterclass_link text not null,
  is_live boolean not null default false,
  is_active boolean not null default true,
  sequence_no integer not null default 1
);

create table community_masterclass_uploads (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  file_name text not null,
  file_size integer not null,
  file_count integer not null,
  stored_name text not null unique,
  uploaded_on timestamptz not null
);

-- Each learner's earned points in a quest from the learning area's progress (user_content_progress), when
-- that table exists; no rows otherwise, so this area works on its own.
create function community_progress_points(p_quest_id integer)
returns table (user_id integer, points integer)
language plpgsql stable as $$
begin
  if to_regclass('public.user_content_progress') is null then
    return;
  end if;
  return query execute
    'select p.user_id, coalesce(sum(p.points_earned), 0)::int
       from user_content_progress p
       join contents c on c.id = p.content_id
       join operations o on o.id = c.operation_id
       join missions m on m.id = o.mission_id
      where m.quest_id = $1
      group by p.user_id'
    using p_quest_id;
end;
$$;
