-- After a point-in-time restore, before api and worker start (README,
-- Operating it: Backups). What happened after the restore point is lost to
-- Cerebro, not to PayHere or to the people who were mailed invoice numbers.
-- An invoice's id is its PayHere order id (CRB-000123): handed out again, an
-- order id the gateway already took a payment for in the lost time would be
-- found by the new invoice's gateway check and taken as its payment. So the
-- numbering moves past anything the lost time can have used.
--   docker compose exec -T postgres psql -U cerebro -d cerebro < deploy/postgres/scripts/after-restore.sql
SELECT setval('invoices_id_seq', (SELECT last_value FROM invoices_id_seq) + 1000000);
SELECT setval('bookings_id_seq', (SELECT last_value FROM bookings_id_seq) + 1000000);
