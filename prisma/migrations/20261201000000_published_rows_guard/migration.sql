-- Published rows stay as published, even by direct SQL. The first migration refuses UPDATE and DELETE
-- row by row; this one also refuses TRUNCATE (no row triggers fire for it) and rules added to a
-- release that is already published: a release's rules are inserted in the transaction that creates
-- the release, never later.

CREATE FUNCTION riftrules_immutable_table() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'riftrules: rows of "%" are immutable once published (TRUNCATE refused)', TG_TABLE_NAME
        USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "RulesRelease_no_truncate" BEFORE TRUNCATE ON "RulesRelease"
    FOR EACH STATEMENT EXECUTE FUNCTION riftrules_immutable_table();

CREATE TRIGGER "Rule_no_truncate" BEFORE TRUNCATE ON "Rule"
    FOR EACH STATEMENT EXECUTE FUNCTION riftrules_immutable_table();

CREATE TRIGGER "Resolution_no_truncate" BEFORE TRUNCATE ON "Resolution"
    FOR EACH STATEMENT EXECUTE FUNCTION riftrules_immutable_table();

-- A rule may only join a release created by the same transaction (its row's xmin is this transaction).
CREATE FUNCTION riftrules_rules_join_new_release() RETURNS trigger AS $$
BEGIN
    IF EXISTS (
        SELECT 1 FROM inserted i JOIN "RulesRelease" r ON r."id" = i."releaseId"
         WHERE r.xmin::text <> (pg_current_xact_id()::xid)::text
    ) THEN
        RAISE EXCEPTION 'riftrules: rules cannot be added to a published rules release'
            USING ERRCODE = 'P0001';
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Rule_only_with_new_release" AFTER INSERT ON "Rule"
    REFERENCING NEW TABLE AS inserted
    FOR EACH STATEMENT EXECUTE FUNCTION riftrules_rules_join_new_release();
