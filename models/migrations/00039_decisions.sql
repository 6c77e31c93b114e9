-- +goose Up
-- Every admin decision a workflow may act on — a slip, a refund request, a
-- consultant's approval — recorded by the api (or `cerebro decide`) before
-- the workflow is told. A decision update names its row; the workflow acts
-- only on a row that exists, says the same, and no other run has used.
CREATE TABLE decisions (
    id           bigserial PRIMARY KEY,
    kind         text NOT NULL CHECK (kind IN ('SLIP', 'REFUND', 'APPROVAL')),
    subject_id   bigint NOT NULL CHECK (subject_id > 0), -- the invoice, refund or consultant
    status       text NOT NULL,                          -- APPROVED/REJECTED; VERIFIED/REJECTED for approvals
    amount_cents bigint NOT NULL DEFAULT 0 CHECK (amount_cents >= 0), -- refunds: what is granted
    remark       text NOT NULL DEFAULT '',
    decided_by   bigint NOT NULL REFERENCES users (id),
    via          text NOT NULL CHECK (via IN ('api', 'cli')),
    used_by_run  text,                                   -- the workflow run that acted on it
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX decisions_by_subject ON decisions (kind, subject_id, created_at DESC);

-- +goose Down
DROP TABLE decisions;
