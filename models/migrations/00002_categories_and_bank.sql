-- +goose Up
-- The 18 categories the product launches with, with thumbnails bundled in assets/categories,
-- and the company bank account slips are paid into.
INSERT INTO consultant_categories (name, thumbnail) VALUES
    ('Stock Broker', '/static/categories/stock-broker.svg'),
    ('Engineer', '/static/categories/engineer.svg'),
    ('Programmer', '/static/categories/programmer.svg'),
    ('Architect', '/static/categories/architect.svg'),
    ('Interior Designer', '/static/categories/interior-designer.svg'),
    ('Lawyer', '/static/categories/lawyer.svg'),
    ('Beautician', '/static/categories/beautician.svg'),
    ('Doctor', '/static/categories/doctor.svg'),
    ('Nursing and Midwifery', '/static/categories/nursing-and-midwifery.svg'),
    ('Astrology', '/static/categories/astrology.svg'),
    ('Tutor', '/static/categories/tutor.svg'),
    ('Counselor', '/static/categories/counselor.svg'),
    ('Tour Guide', '/static/categories/tour-guide.svg'),
    ('Business', '/static/categories/business.svg'),
    ('Accountant', '/static/categories/accountant.svg'),
    ('Investment Specialist', '/static/categories/investment-specialist.svg'),
    ('Culinary', '/static/categories/culinary.svg'),
    ('Dietician', '/static/categories/dietician.svg')
ON CONFLICT DO NOTHING;

INSERT INTO banks (name, branch, acc_number) VALUES ('Commercial Bank of Ceylon', 'Colombo Fort', '8001234567');

-- +goose Down
DELETE FROM banks;
DELETE FROM consultant_categories;
