-- Assessment: tests and their questions (with the answer key and analysis metadata), attempts with their
-- answers, question flags, and the online tests assigned to students (store-and-assessment.md §3).

create table assessment_tests (
  -- the testId of the analytics calls and /report/{testId}
  id integer primary key,
  test_code text not null unique,
  test_name text not null,
  alternate_name text not null default '',
  paper_name text not null default '',
  test_type_id integer not null default 1,
  test_type_name text not null default 'Unit Test',
  subject_id integer not null default 0,
  subject_name text not null default '',
  -- minutes
  total_duration integer not null check (total_duration > 0),
  directions text not null default ''
);

create table assessment_questions (
  id integer primary key,
  test_id integer not null references assessment_tests (id) on delete cascade,
  mission_test_question_id integer not null,
  sequence_no integer not null,
  question_text text not null,
  type_code text not null check (type_code in ('QT01', 'QT02', 'QT04', 'QT09')),
  -- [{ "id": 5001, "value": "<p>…</p>" }]
  options jsonb not null,
  -- correct option ids, e.g. {5002} or {5001,5003}
  answer integer[] not null check (cardinality(answer) > 0),
  explanation text not null default '',
  marks numeric(6, 2) not null default 1 check (marks >= 0),
  bloom_level text not null
    check (bloom_level in ('recall', 'understand', 'analysis', 'create', 'application', 'evaluate')),
  dok_level text not null
    check (dok_level in ('application', 'extended thinking', 'recall', 'strategic thinking')),
  -- 1 Low, 2 Medium, 3 High
  difficulty smallint not null check (difficulty between 1 and 3),
  unique (test_id, sequence_no)
);
create index assessment_questions_test on assessment_questions (test_id, sequence_no);

-- One sitting of a test. Opened by StartTestAttempt (the server fixes the deadline), closed by SendTestAttempt.
create table test_attempts (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  test_id integer not null references assessment_tests (id) on delete cascade,
  content_id integer,
  quest_id integer,
  attempt_token text not null unique,
  status text not null check (status in ('open', 'expired', 'submitted')),
  started_at timestamptz not null,
  deadline timestamptz not null,
  duration_seconds integer not null,
  extra_time_factor numeric(4, 2) not null default 1,
  -- set when submitted
  attempt_number integer,
  submitted_at timestamptz,
  is_late boolean not null default false,
  marks_obtained numeric(8, 2),
  total_marks numeric(8, 2),
  total_question integer,
  skip_count integer,
  right_count integer,
  wrong_count integer,
  -- seconds, capped by the server's deadline
  attempted_duration integer,
  unique (user_id, test_id, attempt_number)
);
create unique index test_attempts_one_open on test_attempts (user_id, test_id) where status = 'open';
create index test_attempts_user_test on test_attempts (user_id, test_id, status);
create index test_attempts_test on test_attempts (test_id, status);

create table test_attempt_answers (
  attempt_id integer not null references test_attempts (id) on delete cascade,
  question_id integer not null references assessment_questions (id) on delete cascade,
  selected integer[] not null default '{}',
  is_skipped boolean not null,
  is_correct boolean not null,
  marks numeric(6, 2) not null,
  -- seconds
  time_spent integer not null default 0,
  primary key (attempt_id, question_id)
);

create table question_flags (
  id serial primary key,
  question_id integer not null references assessment_questions (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  remark text not null,
  created_at timestamptz not null
);

-- A test assigned to a student for a window: the Ongoing / Upcoming / Past lists.
create table online_test_assignments (
  -- onlineStudentAssignmentId
  id integer primary key,
  user_id integer not null references users (id) on delete cascade,
  test_id integer not null references assessment_tests (id) on delete cascade,
  assign_start timestamptz not null,
  assign_end timestamptz not null check (assign_end > assign_start),
  is_view_solution boolean not null default false,
  is_view_diagnostic_report boolean not null default false,
  is_report_generated boolean not null default false,
  unique (user_id, test_id)
);
create index online_test_assignments_user on online_test_assignments (user_id, assign_start);
