-- +goose Up
-- The admin's review of a consultant: approved (VERIFIED) or REJECTED with a
-- reason the consultant is mailed and may fix and resubmit; who decided and
-- when, for the audit trail. SUSPENDED is reserved for the admin suspending a
-- verified consultant.
ALTER TABLE consultants DROP CONSTRAINT consultants_status_check;
ALTER TABLE consultants ADD CONSTRAINT consultants_status_check
    CHECK (status IN ('PENDING_APPROVAL', 'VERIFIED', 'REJECTED', 'SUSPENDED'));
ALTER TABLE consultants ADD COLUMN review_reason text NOT NULL DEFAULT '';
ALTER TABLE consultants ADD COLUMN reviewed_by bigint;
ALTER TABLE consultants ADD COLUMN reviewed_at timestamptz;

-- +goose Down
ALTER TABLE consultants DROP COLUMN reviewed_at;
ALTER TABLE consultants DROP COLUMN reviewed_by;
ALTER TABLE consultants DROP COLUMN review_reason;
ALTER TABLE consultants DROP CONSTRAINT consultants_status_check;
ALTER TABLE consultants ADD CONSTRAINT consultants_status_check CHECK (status IN ('PENDING_APPROVAL', 'VERIFIED'));
