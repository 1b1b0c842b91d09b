-- The school grade a test paper is written for (null: not tied to a grade), so a quest's contents can be checked
-- to open papers of their own grade (the seed consistency test, ADR 0117).
alter table assessment_tests add column grade integer check (grade between 1 and 12);
