-- A resolveChain answer is stored once, however many resolutions share it: the same question asked again
-- (a common board, another instance, a retry) is a new resolution row (its own id, time and request)
-- pointing at the answer already stored, by the SHA-256 of the answer's JSON. Rows written before keep
-- their answer in "result"; a row has its answer in exactly one of the two places.

-- CreateTable
CREATE TABLE "ResolutionAnswer" (
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "result" JSONB NOT NULL,

    CONSTRAINT "ResolutionAnswer_pkey" PRIMARY KEY ("hash")
);

-- AlterTable
ALTER TABLE "Resolution" ADD COLUMN "answerHash" TEXT,
ALTER COLUMN "result" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "Resolution" ADD CONSTRAINT "Resolution_answerHash_fkey" FOREIGN KEY ("answerHash") REFERENCES "ResolutionAnswer"("hash") ON DELETE RESTRICT ON UPDATE RESTRICT;

ALTER TABLE "Resolution" ADD CONSTRAINT "Resolution_one_answer" CHECK (("result" IS NULL) <> ("answerHash" IS NULL));

-- Stored answers are as immutable as the resolutions that point at them.
CREATE TRIGGER "ResolutionAnswer_immutable" BEFORE UPDATE OR DELETE ON "ResolutionAnswer"
    FOR EACH ROW EXECUTE FUNCTION riftrules_immutable_row();

CREATE TRIGGER "ResolutionAnswer_no_truncate" BEFORE TRUNCATE ON "ResolutionAnswer"
    FOR EACH STATEMENT EXECUTE FUNCTION riftrules_immutable_table();
