-- The first answer of an idempotent write is kept as the JSON text it was sent as (ADR 0151): a repeat only reads it
-- back, so storing it as jsonb parsed and rebuilt every answer (a test's whole attempt history) for nothing.
alter table idempotency_keys alter column response type text using response::text;
