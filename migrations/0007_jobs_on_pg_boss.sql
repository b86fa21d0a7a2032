-- Background jobs move to pg-boss, in its own schema (installed by the service after these migrations).
-- A rendition still queued here is not carried over: finish them before upgrading (docs/operating.md).
DROP TABLE "jobs" CASCADE;
