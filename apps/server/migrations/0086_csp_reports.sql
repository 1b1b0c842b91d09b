-- Content Security Policy violation reports sent by browsers to POST /__csp-report (ADR 0086).
create table csp_reports (
  id bigserial primary key,
  -- The HTML response the report belongs to (the `doc` id in its report-uri / Reporting-Endpoints address).
  document_id text,
  document_url text,
  blocked_url text,
  effective_directive text,
  original_policy text,
  source_file text,
  line_number integer,
  column_number integer,
  sample text,
  disposition text,
  user_agent text,
  received_at timestamptz not null default now()
);

create index csp_reports_document_id_idx on csp_reports (document_id, id);
