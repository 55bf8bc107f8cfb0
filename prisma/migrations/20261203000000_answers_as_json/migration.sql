-- A resolution's request and a stored answer are written once and read whole, never queried inside:
-- kept as json (the text as sent, checked to be JSON) instead of jsonb, which PostgreSQL decomposes into
-- its binary form on every write. For the largest answer the input limits allow (~300 KB) that
-- decomposition was most of the database's work per resolveChain, on the cores that also answer every
-- other request. What is read back is the same JSON.

-- AlterTable
ALTER TABLE "ResolutionAnswer" ALTER COLUMN "result" SET DATA TYPE JSON USING "result"::json;

-- AlterTable
ALTER TABLE "Resolution" ALTER COLUMN "request" SET DATA TYPE JSON USING "request"::json;
