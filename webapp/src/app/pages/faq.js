// The Services page's frequently asked questions (spec §2: ten topics), answered for this product.
export const FAQ = [
  {
    q: 'How do I book a consultation?',
    a: 'Sign up as a consultee and complete your profile. Find a consultant by category or by name, open their profile, choose a date and tick one or more available cerebroslots. Press "Book a Cerebroslot", check the slots and the estimated cost, choose how to pay and confirm. Your booking appears under Upcoming Bookings on your dashboard once the payment is confirmed.',
  },
  {
    q: 'How can I join as a consultant?',
    a: 'Choose "I want to be a Consultant" on the home page and create an account. Then fill in your profile: your category, experience, a description of what you offer, your slot length and rate, and the bank account your earnings are paid to. Our team reviews every new profile; once it is verified you can publish your availability and take bookings.',
  },
  {
    q: 'Is the information I share with a consultant safe?',
    a: 'Your sessions are private between you and your consultant. Each call uses its own meeting room that only the two of you can join, and we do not record sessions. Consultants agree to our terms, which require them to keep what you tell them confidential.',
  },
  {
    q: 'Is my payment secure?',
    a: 'Card payments are processed by PayHere, a licensed Sri Lankan payment gateway, on its own secure page. Cerebro never sees or stores your card number. Every payment is tied to an invoice you can see under My Invoice on your dashboard.',
  },
  {
    q: 'How do I communicate with my consultant?',
    a: 'You meet your consultant face to face in a video call in your browser. At the booked time, open your dashboard and press Join Call; the button becomes active when the session is about to start. A countdown on the dashboard shows when your session starts and ends.',
  },
  {
    q: 'How is my personal data kept safe?',
    a: 'We store only what we need to run your bookings, on secured servers, and we never sell your data. Passwords are stored in encrypted form. You can read the details in our Privacy Policy, and ask us at any time to correct or delete your data.',
  },
  {
    q: 'How do you check consultants’ qualifications?',
    a: 'Every consultant profile is reviewed by a Cerebro administrator before it goes live. We check the consultant’s identity, their stated category and experience, and supporting documents where a profession requires them. Consultants whose profile is still under review cannot take bookings.',
  },
  {
    q: 'What payment methods can I use?',
    a: 'You can pay online by credit or debit card through PayHere, or pay into our bank account and upload a photo of the payment slip. Card payments are confirmed at once; slip payments are confirmed after our team has checked the slip. All prices are in Sri Lankan Rupees (LKR).',
  },
  {
    q: 'Can I cancel or reschedule a booking?',
    a: 'Yes. If you cancel more than 24 hours before the session starts, you get a full refund. Within 24 hours of the start, a partial refund may be given at our discretion. If the consultant cancels, you get a full refund. To move a booking instead, choose Reschedule on it in Upcoming Bookings: once per booking, more than 24 hours before it starts, to another free slot of the same consultant at the same price. A booking you have not paid for yet can be cancelled from My Invoice at any time.',
  },
  {
    q: 'How do I report a problem?',
    a: 'Open Previous Bookings on your dashboard and choose Report a problem on the session, within 7 days of it: say whether it was a technical fault or an unsatisfactory session, and what happened. An admin decides the refund; a technical fault nobody decides on within 30 days is refunded in full. You can also reach us through the Contact Us page, by email or on our hotline.',
  },
];
