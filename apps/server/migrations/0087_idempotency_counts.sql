-- What each Idempotency-Key was first sent with and how often it came back (ADR 0090): the end-to-end run reads
-- these through GET /__test/idempotency to count duplicate writes (the same write applied under two keys).
alter table idempotency_keys add column body_hash text;
alter table idempotency_keys add column replays integer not null default 0;

create index idempotency_keys_body_hash_idx on idempotency_keys (scope, body_hash);
