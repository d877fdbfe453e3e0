-- Custom SQL migration file, put your code below! ---- A truncate of profiles moves its counter, as one of every other source table does (migration
-- matching_triggers left it out): the catalogue's and the directory's kept answers (decision 042)
-- read names, roles and investor types from it.
CREATE TRIGGER "profiles_truncate_matching_version" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "matching_bump_version"();
