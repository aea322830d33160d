-- Email preferences (issue 28): the kinds of optional mail an address has
-- turned off. Keyed by the address, not by an account, so they also cover
-- careers applicants who never joined talenthub, and outlive a deleted
-- talenthub account (its mail stays stopped). email is kept lower-case;
-- kind is a mail.Category. mail.Mailer reads this before it queues and
-- again before it delivers any mail of an optional kind.
CREATE TABLE mail_opt_outs (
    email TEXT NOT NULL,
    kind TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (email, kind)
);
