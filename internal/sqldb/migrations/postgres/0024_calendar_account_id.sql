-- Calendar accounts by immutable id (security review 3, L5): the
-- provider's stable id of the connected account (Microsoft: tenant id and
-- object id, "tid/oid"; Google: the ID token's sub) and its display name,
-- so the user sees which account is connected and nothing rests on an
-- email attribute another tenant's administrator sets.
ALTER TABLE calendar_connections ADD COLUMN account_id TEXT NOT NULL DEFAULT '';
ALTER TABLE calendar_connections ADD COLUMN account_name TEXT NOT NULL DEFAULT '';
