// The text of the privacy, refund and terms pages (spec §1: 30% commission, refund rules, age 18).
import { COMPANY } from '../../lib/company.js';

const UPDATED = '1 January 2025';

export const PRIVACY_POLICY = {
  title: 'Privacy Policy',
  lead: 'What we collect, why we collect it, and what we do to protect it.',
  updated: UPDATED,
  sections: [
    {
      heading: 'Who we are',
      body: [
        `${COMPANY.legalName} ("Cerebro", "we") runs the Cerebro marketplace, where consultees book paid video consultations with consultants. This policy explains how we handle personal data of everyone who uses the site.`,
      ],
    },
    {
      heading: 'What we collect',
      body: [
        [
          'Account data: your user name, email address and password (stored only in encrypted form).',
          'Profile data: name, display name, birthday, gender, country, time zone, phone number and profile picture; for consultants also category, experience, description, rates and bank account details for payouts.',
          'Booking data: the slots you book or publish, invoices, payment status, uploaded payment slips, and the ratings and comments you give and receive.',
          'Technical data: the date and time of your visits and basic information about your browser, used to keep the service secure.',
        ],
      ],
    },
    {
      heading: 'What we do not collect',
      body: [
        'Card payments are processed by our payment gateway, PayHere. We never receive or store your card number. We do not record video sessions.',
      ],
    },
    {
      heading: 'How we use your data',
      body: [
        [
          'to create and run your account, bookings, payments, refunds and payouts;',
          'to show consultants’ public profiles (name, picture, category, experience, description and rate) to visitors;',
          'to let a consultant and a consultee see each other’s name and picture for a booking they share;',
          'to send you emails about your account, such as password resets, booking confirmations and reminders;',
          'to verify consultants and to investigate reports of misuse.',
        ],
        'We do not sell your data and we do not use it for third-party advertising.',
      ],
    },
    {
      heading: 'Who we share it with',
      body: [
        'Only with the services we need to run Cerebro: our payment gateway (for card payments), our hosting and email providers, and the video meeting service that hosts your session. Each receives only what it needs. We may also disclose data where Sri Lankan law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      body: [
        'We keep account and profile data while your account is open. Invoices and payment records are kept for as long as tax and accounting law requires. Payment slips are kept until the related invoice is settled and the refund period has passed.',
      ],
    },
    {
      heading: 'Your rights',
      body: [
        `You can view and update your profile at any time from your account. You may ask us for a copy of your data, or ask us to correct or delete it, by writing to ${COMPANY.email}. Some records (such as invoices) may have to be kept for legal reasons.`,
      ],
    },
    {
      heading: 'Security',
      body: [
        'Data travels over encrypted connections, passwords are hashed, and access to personal data within Cerebro is limited to the staff who need it to support you.',
      ],
    },
    {
      heading: 'Contact',
      body: [`Questions about this policy: ${COMPANY.email}, or call ${COMPANY.hotline}.`],
    },
  ],
};

export const REFUND_POLICY = {
  title: 'Refund Policy',
  lead: 'When you get your money back, and how.',
  updated: UPDATED,
  sections: [
    {
      heading: 'Cancelling more than 24 hours ahead',
      body: [
        'If you, the consultee, cancel a paid booking more than 24 hours before the session starts, you receive a full refund.',
      ],
    },
    {
      heading: 'Rescheduling',
      body: [
        'Instead of cancelling, you can move a paid booking once, more than 24 hours before it starts, to another free slot of the same consultant at the same price (Reschedule, in Upcoming Bookings). Both of you are told by email; the booking keeps its number and its refund rules follow the new time.',
      ],
    },
    {
      heading: 'Cancelling within 24 hours',
      body: [
        'If you cancel within 24 hours of the start, a partial refund may be given at Cerebro’s discretion, taking into account the reason and the consultant’s reserved time.',
      ],
    },
    {
      heading: 'If the consultant cancels',
      body: [
        'If the consultant cancels a booking, you receive a full refund, whatever the timing. Consultants who cancel booked sessions are penalised under our Terms & Conditions.',
      ],
    },
    {
      heading: 'Who came to the session',
      body: [
        'While you are in a session’s video room, your browser tells Cerebro when you enter and leave it and when you see the other party there, and confirms every 30 seconds that you are still in it. A minute after the session’s end we decide what it came to from both parties’ reports:',
        [
          'Held: you were in the room together, by both your accounts, for at least half the booked time. The consultant is paid.',
          'The consultant never came: you receive a full refund and the consultant is penalised.',
          'The consultee never came, while the consultant waited in the room: the consultant is paid.',
          'Cut short: you both came but were together for less than half the booked time, or your accounts disagree. An admin looks at both parties’ presence and decides the refund; if no decision is made within 30 days, you receive a full refund.',
          'Nobody came: you receive a full refund and nobody is penalised.',
        ],
      ],
    },
    {
      heading: 'Technical faults',
      body: [
        'If a session could not take place or broke down because of a technical fault, report it within 7 days of the session: open Previous Bookings and choose Report a problem. An admin reviews it; if no decision is made within 30 days, you receive a full refund.',
      ],
    },
    {
      heading: 'Unsatisfactory sessions',
      body: [
        'If a session took place but was unsatisfactory (for example, the consultant arrived very late or the advice was clearly outside their stated expertise), report it within 7 days of the session, the same way (Report a problem). We review each case and may give a partial or full refund at our discretion; without a decision, nothing is refunded.',
      ],
    },
    {
      heading: 'How refunds are paid',
      body: [
        [
          'Refunds go back to the original payment method: to your card for card payments, or by bank transfer to your account for bank-slip payments.',
          'Cerebro’s commission may be non-refundable, except where the consultant cancelled or the fault was ours.',
          'Card refunds usually reach your account within 5 to 10 working days, depending on your bank.',
        ],
      ],
    },
    {
      heading: 'How to ask for a refund',
      body: [
        'Cancel an upcoming booking from Upcoming Bookings (Cancel booking), and report a problem with a past session from Previous Bookings (Report a problem) within 7 days of it. Your invoices under My Invoice show every refund, where it is, and the admin’s remark.',
        `If you cannot use the app, write to ${COMPANY.email} or use the Contact Us page, with your invoice reference, the booking date and the reason.`,
      ],
    },
  ],
};

export const TERMS = {
  title: 'Terms & Conditions',
  lead: 'The agreement between you and Cerebro when you use the marketplace.',
  updated: UPDATED,
  sections: [
    {
      heading: 'About these terms',
      body: [
        `These terms apply to everyone who uses the Cerebro marketplace run by ${COMPANY.legalName}. By creating an account you accept them. If you do not agree, please do not use Cerebro.`,
      ],
    },
    {
      heading: 'Who can use Cerebro',
      body: [
        'You must be at least 18 years old to create an account, book a consultation or offer one. You must give true and complete information about yourself and keep your password secret.',
      ],
    },
    {
      heading: 'What Cerebro does',
      body: [
        'Cerebro is a marketplace: it lets consultants publish bookable time slots ("cerebroslots") and lets consultees book and pay for them and meet on video. The advice given in a session is the consultant’s own; Cerebro does not give professional advice and is not a party to it.',
      ],
    },
    {
      heading: 'Consultants',
      body: [
        [
          'Your profile is reviewed before it goes live; you may take bookings only once it is verified.',
          'You set your own slot length and rate in Sri Lankan Rupees (LKR).',
          'Cerebro charges a commission of 30% of every consultation fee. Your share, 70% of the fee, is paid to the bank account in your profile after the session has taken place.',
          'You must attend every session you have been booked for, on time. If you cancel a booked session or do not attend it, the consultee is refunded in full and you are charged a penalty equal to Cerebro’s 30% commission on that session, deducted from your next payout; repeated cancellations may lead to your profile being suspended.',
          'You must keep what consultees tell you confidential and act within your professional expertise and the law.',
        ],
      ],
    },
    {
      heading: 'Consultees',
      body: [
        [
          'A booking is confirmed once it is paid: at once for card payments, or after our team has approved your uploaded bank slip.',
          'Please join your session on time; a session ends at its booked end time, whenever it started.',
          'Cancellations and refunds follow our Refund Policy.',
        ],
      ],
    },
    {
      heading: 'Payments',
      body: [
        'Prices are shown and charged in LKR. Card payments are processed by PayHere. Bank-slip payments must be made to the account shown at checkout and the slip uploaded promptly; unpaid bookings may be released to other consultees.',
      ],
    },
    {
      heading: 'Ratings and conduct',
      body: [
        'After a session, each side may rate the other. Ratings and comments must be honest and respectful. We may remove content, and suspend or close accounts, that break these terms, the law or the trust of other users.',
      ],
    },
    {
      heading: 'Liability',
      body: [
        'We work to keep Cerebro available and secure, but we cannot promise it will always be free of interruptions. Where a session fails because of a fault on our side, our Refund Policy applies. To the extent the law allows, Cerebro is not liable for the content of the advice given in a session.',
      ],
    },
    {
      heading: 'Law and changes',
      body: [
        'These terms are governed by the laws of Sri Lanka. We may update them; we will tell registered users about material changes by email before they take effect.',
        `Questions: ${COMPANY.email} or ${COMPANY.hotline}.`,
      ],
    },
  ],
};

/** The legal pages by route name. */
export const POLICIES = { privacy: PRIVACY_POLICY, refund: REFUND_POLICY, terms: TERMS };
