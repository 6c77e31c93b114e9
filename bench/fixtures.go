package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"cerebro/auth"
	"cerebro/faults/harness"
	"cerebro/models"
)

// Everything the benchmark needs in the database is written with bulk SQL
// (INSERT … SELECT generate_series), never through the API: the API is
// what is measured.

// consultee is a consultee account with a bearer token.
type consultee struct {
	id    int64
	token string
}

// bookable is an AVAILABLE slot and its consultant.
type bookable struct {
	slot, consultant int64
}

// firstNames and lastNames make realistic Sri Lankan names to search by.
var firstNames = []string{"Nimal", "Kamala", "Sunil", "Anura", "Chamari", "Dilani", "Ruwan", "Sanduni", "Kasun", "Tharindu",
	"Nadeesha", "Pradeep", "Ishara", "Lahiru", "Malini", "Asanka", "Gayani", "Harsha", "Janaka", "Kumari",
	"Mahesh", "Nilmini", "Priyanka", "Roshan", "Sajith", "Thilini", "Upul", "Vindya", "Wasantha", "Yasodha",
	"Arjuna", "Buddhika", "Chathura", "Dinesh", "Eranga", "Fathima", "Gihan", "Hiruni", "Indika", "Jayani"}

var lastNames = []string{"Perera", "Silva", "Fernando", "Jayasinghe", "Bandara", "Dissanayake", "Wickramasinghe", "Gunawardena",
	"Rajapaksa", "Senanayake", "Herath", "Kumara", "Ranasinghe", "Wijesinghe", "Abeysekera", "Karunaratne", "Samarasinghe",
	"Gamage", "Amarasinghe", "Liyanage", "Weerasinghe", "Mendis", "Pathirana", "Ekanayake", "Hettiarachchi", "Ratnayake",
	"Kodikara", "Munasinghe", "Siriwardena", "Jayawardena", "Nanayakkara", "Rathnayake", "Madushanka", "Tennakoon",
	"Edirisinghe", "Kulatunga", "Vithanage"}

func sqlArray(xs []string) string {
	return "ARRAY['" + strings.Join(xs, "','") + "']"
}

// seedConsultants adds n verified consultants (one in ten PENDING_APPROVAL
// when mixed) named from the lists, spread over the 18 categories with
// rates of LKR 1,000 to 5,000, and returns their id range.
func seedConsultants(ctx context.Context, store *models.Store, tag string, n int, mixed bool) (first, last int64, err error) {
	db := store.DB.WithContext(ctx)
	var before int64
	if err = db.Raw(`SELECT coalesce(max(id), 0) FROM users`).Scan(&before).Error; err != nil {
		return
	}
	if err = db.Exec(`INSERT INTO users (user_name, email, password_hash, role, email_verified_at)
		SELECT ? || g, ? || g || '@bench.example.lk', 'x', 'CONSULTANT', now() FROM generate_series(1, ?) g`, tag, tag, n).Error; err != nil {
		return
	}
	pending := "'VERIFIED'"
	if mixed {
		pending = "CASE WHEN u.id % 10 = 0 THEN 'PENDING_APPROVAL' ELSE 'VERIFIED' END"
	}
	err = db.Exec(fmt.Sprintf(`INSERT INTO consultants (user_id, first_name, last_name, display_name, birthday, gender,
		category_id, experience, about, phone, bank, bank_branch, acc_number, slot_size, slot_rate, status)
		SELECT u.id, f, l, f || ' ' || l, date '1960-01-01' + (u.id %% 12000)::int, CASE WHEN u.id %% 2 = 0 THEN 'MALE' ELSE 'FEMALE' END,
			1 + (u.id %% 18), u.id %% 41, 'Consultant ' || u.id, '771234567', 'BOC', 'Colombo', '123', 30,
			100000 + ((u.id * 7919) %% 401) * 1000, %s
		FROM users u,
			LATERAL (SELECT (%s)[1 + (u.id %% %d)] AS f, (%s)[1 + ((u.id / %d) %% %d)] AS l) AS names
		WHERE u.id > ? AND u.role = 'CONSULTANT'`, pending, sqlArray(firstNames), len(firstNames), sqlArray(lastNames),
		len(firstNames), len(lastNames)), before).Error
	if err != nil {
		return
	}
	err = db.Raw(`SELECT min(c.id), max(c.id) FROM consultants c WHERE c.user_id > ?`, before).Row().Scan(&first, &last)
	return
}

// seedSlots gives every consultant in [first, last] perConsultant AVAILABLE
// 30-minute slots from day0: five a day, back to back, so "a consultant's
// slots on a date" finds five.
func seedSlots(ctx context.Context, store *models.Store, first, last int64, perConsultant int, day0 time.Time) error {
	return store.DB.WithContext(ctx).Exec(`INSERT INTO cerebroslots (consultant_id, starts_at, ends_at, slot_size, price, status)
		SELECT c.id, ?::timestamptz + (k / 5) * interval '1 day' + (k % 5) * interval '30 minutes',
			?::timestamptz + (k / 5) * interval '1 day' + (k % 5 + 1) * interval '30 minutes', 30, c.slot_rate, 'AVAILABLE'
		FROM consultants c CROSS JOIN generate_series(0, ? - 1) k
		WHERE c.id BETWEEN ? AND ?`, day0.UTC(), day0.UTC(), perConsultant, first, last).Error
}

// bookableSlots lists the consultants' AVAILABLE slots, interleaved by
// consultant so concurrent bookings go to different consultants.
func bookableSlots(ctx context.Context, store *models.Store, first, last int64) ([]bookable, error) {
	var rows []struct{ ID, ConsultantID int64 }
	err := store.DB.WithContext(ctx).Raw(`SELECT id, consultant_id FROM cerebroslots
		WHERE consultant_id BETWEEN ? AND ? AND status = 'AVAILABLE' ORDER BY starts_at, consultant_id`, first, last).Scan(&rows).Error
	out := make([]bookable, len(rows))
	for i, r := range rows {
		out[i] = bookable{slot: r.ID, consultant: r.ConsultantID}
	}
	return out, err
}

// seedConsultees adds n consultees and signs a token for each.
func seedConsultees(ctx context.Context, store *models.Store, tag string, n int) ([]consultee, error) {
	db := store.DB.WithContext(ctx)
	var before int64
	if err := db.Raw(`SELECT coalesce(max(id), 0) FROM users`).Scan(&before).Error; err != nil {
		return nil, err
	}
	err := db.Exec(`INSERT INTO users (user_name, email, password_hash, role, email_verified_at)
		SELECT ? || g, ? || g || '@bench.example.lk', 'x', 'CONSULTEE', now() FROM generate_series(1, ?) g`, tag, tag, n).Error
	if err != nil {
		return nil, err
	}
	err = db.Exec(`INSERT INTO consultees (user_id, first_name, last_name, display_name, birthday, gender, phone)
		SELECT id, 'Kamala', 'Silva', 'Kamala Silva', date '1990-05-01', 'FEMALE', '771234567'
		FROM users WHERE id > ? AND role = 'CONSULTEE'`, before).Error
	if err != nil {
		return nil, err
	}
	var rows []struct {
		ID, UserID int64
		Email      string
	}
	err = db.Raw(`SELECT c.id, c.user_id, u.email FROM consultees c JOIN users u ON u.id = c.user_id
		WHERE u.id > ? ORDER BY c.id`, before).Scan(&rows).Error
	if err != nil {
		return nil, err
	}
	tokens := auth.NewTokens(harness.JWTSecret, 24*time.Hour)
	out := make([]consultee, len(rows))
	for i, r := range rows {
		t, err := tokens.Issue(&models.User{ID: r.UserID, Email: r.Email, Role: models.RoleConsultee})
		if err != nil {
			return nil, err
		}
		out[i] = consultee{id: r.ID, token: t}
	}
	return out, nil
}

// colomboMorning is 09:00 in Colombo, days from today.
func colomboMorning(days int) time.Time {
	colombo := time.FixedZone("Asia/Colombo", 5*3600+1800)
	now := time.Now().In(colombo)
	return time.Date(now.Year(), now.Month(), now.Day()+days, 9, 0, 0, 0, colombo)
}
