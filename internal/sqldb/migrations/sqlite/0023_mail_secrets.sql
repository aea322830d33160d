-- Mail secrets (security review 3, L3): the values of a message that work
-- as credentials (a candidate passcode, a self-scheduling link), as a JSON
-- list. Once the message is delivered they are blanked in the stored copy
-- and this list is emptied; the staff Emails tab never shows them.
ALTER TABLE mail_messages ADD COLUMN secrets TEXT NOT NULL DEFAULT '';
