-- CreateTable
CREATE TABLE "RulesRelease" (
    "id" SERIAL NOT NULL,
    "version" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "effectiveFrom" DATE NOT NULL,
    "lastUpdated" TEXT,
    "source" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "ruleCount" INTEGER NOT NULL,
    "warnings" TEXT[],
    "report" JSONB NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RulesRelease_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Rule" (
    "id" SERIAL NOT NULL,
    "releaseId" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "parentNumber" TEXT,
    "position" INTEGER NOT NULL,
    "depth" INTEGER NOT NULL,
    "heading" BOOLEAN NOT NULL DEFAULT false,
    "text" TEXT NOT NULL,
    "examples" TEXT[],

    CONSTRAINT "Rule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Card" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "normalizedName" TEXT NOT NULL,
    "set" TEXT NOT NULL,
    "setName" TEXT NOT NULL,
    "types" TEXT[],
    "supertypes" TEXT[],
    "domains" TEXT[],
    "energy" INTEGER,
    "power" INTEGER,
    "might" INTEGER,
    "tags" TEXT[],
    "keywords" TEXT[],
    "rarity" TEXT,
    "printings" TEXT[],
    "source" TEXT NOT NULL,

    CONSTRAINT "Card_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardText" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "effectiveFrom" DATE NOT NULL,
    "source" TEXT NOT NULL,

    CONSTRAINT "CardText_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Resolution" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "releaseVersion" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "result" JSONB NOT NULL,

    CONSTRAINT "Resolution_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatasetImport" (
    "id" SERIAL NOT NULL,
    "dataset" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "report" JSONB NOT NULL,

    CONSTRAINT "DatasetImport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RulesRelease_version_key" ON "RulesRelease"("version");

-- CreateIndex
CREATE INDEX "Rule_releaseId_number_idx" ON "Rule"("releaseId", "number");

-- CreateIndex
CREATE INDEX "Rule_releaseId_parentNumber_idx" ON "Rule"("releaseId", "parentNumber");

-- CreateIndex
CREATE UNIQUE INDEX "Rule_releaseId_position_key" ON "Rule"("releaseId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Card_code_key" ON "Card"("code");

-- CreateIndex
CREATE INDEX "Card_normalizedName_idx" ON "Card"("normalizedName");

-- CreateIndex
CREATE UNIQUE INDEX "CardText_cardId_effectiveFrom_source_key" ON "CardText"("cardId", "effectiveFrom", "source");

-- CreateIndex
CREATE UNIQUE INDEX "DatasetImport_dataset_key" ON "DatasetImport"("dataset");

-- AddForeignKey
ALTER TABLE "Rule" ADD CONSTRAINT "Rule_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "RulesRelease"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardText" ADD CONSTRAINT "CardText_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Full-text search over rule text (English configuration), used by searchRules.
CREATE INDEX "Rule_text_fts_idx" ON "Rule" USING GIN (to_tsvector('english', "text"));

-- A published release is immutable: its rows cannot be updated or deleted, even by direct SQL.
CREATE FUNCTION riftrules_immutable_row() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'riftrules: rows of "%" are immutable once published (% refused)', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "RulesRelease_immutable" BEFORE UPDATE OR DELETE ON "RulesRelease"
    FOR EACH ROW EXECUTE FUNCTION riftrules_immutable_row();

CREATE TRIGGER "Rule_immutable" BEFORE UPDATE OR DELETE ON "Rule"
    FOR EACH ROW EXECUTE FUNCTION riftrules_immutable_row();

-- A stored resolution is a permalink: never changed after it is written.
CREATE TRIGGER "Resolution_immutable" BEFORE UPDATE OR DELETE ON "Resolution"
    FOR EACH ROW EXECUTE FUNCTION riftrules_immutable_row();
