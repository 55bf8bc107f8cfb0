-- Large answers (a big board's is ~250 KB of JSON) and requests are compressed as PostgreSQL stores them:
-- with lz4 where the server was built with it, not pglz, which took ~2 ms of the server's CPU for each
-- largest answer (lz4: a fifth of that, and no larger). Only values written from now on; a server
-- without lz4 (PGlite has only pglz) keeps pglz, and nothing else changes. What is read back is the same.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE "ResolutionAnswer" ALTER COLUMN "result" SET COMPRESSION lz4;
    ALTER TABLE "Resolution" ALTER COLUMN "request" SET COMPRESSION lz4;
  END IF;
END $$;
