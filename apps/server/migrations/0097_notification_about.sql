-- What a notification is about (ADR 0116), so the app opens it: a reply to one of the learner's queries (its thread)
-- or the live classes. Null for a notice about nothing in particular.
alter table community_notifications
  add column about_kind text check (about_kind in ('queryReply', 'liveClasses')),
  add column about_message_id integer references community_messages (id) on delete set null;
