-- The learning backbone every area reads: quests made of missions, operations, tasks and contents,
-- and which quests each user holds (assigned, on trial, trial taken).
create table boards (
  id integer primary key,
  name text not null
);

create table grades (
  id integer primary key,
  name text not null,
  board_id integer not null references boards (id)
);

create table quests (
  id integer primary key,
  name text not null,
  icon text not null default '',
  video text not null default '',
  description text not null default '',
  price numeric(10, 2) not null default 0,
  is_free boolean not null default false,
  -- null counts as online (store-and-assessment.md §3)
  is_online boolean,
  free_duration integer not null default 0,
  form_url text not null default '',
  grade_ids integer[] not null default '{}',
  tag_value text not null default '',
  tag_color text not null default '',
  product_id integer
);

create table missions (
  id integer primary key,
  quest_id integer not null references quests (id) on delete cascade,
  name text not null,
  display_name text not null,
  description text not null default '',
  is_academic boolean not null default true,
  has_online_session boolean not null default false,
  sequence_no integer not null default 1
);
create index missions_quest on missions (quest_id, sequence_no);

create table operations (
  id integer primary key,
  mission_id integer not null references missions (id) on delete cascade,
  display_name text not null,
  image_url text not null default '',
  sequence_no integer not null default 1
);
create index operations_mission on operations (mission_id, sequence_no);

create table tasks (
  id integer primary key,
  operation_id integer not null references operations (id) on delete cascade,
  display_name text not null,
  sequence_no integer not null default 1
);

create table contents (
  id integer primary key,
  operation_id integer not null references operations (id) on delete cascade,
  task_id integer references tasks (id) on delete cascade,
  display_name text not null,
  type_code char(2) not null check (type_code in ('01','02','03','04','05','06','07','08','09','10')),
  file_url text not null default '',
  image_url text not null default '',
  html_content text not null default '',
  -- seconds
  time integer not null default 0,
  points integer not null default 0,
  test_code text,
  markers jsonb not null default '[]',
  sequence_no integer not null default 1
);
create index contents_operation on contents (operation_id, sequence_no);

create table user_quests (
  user_id integer not null references users (id) on delete cascade,
  quest_id integer not null references quests (id) on delete cascade,
  is_assigned boolean not null default false,
  is_on_trial boolean not null default false,
  is_trial_taken boolean not null default false,
  trial_ends_at timestamptz,
  assigned_at timestamptz,
  viewed_on timestamptz,
  primary key (user_id, quest_id)
);
