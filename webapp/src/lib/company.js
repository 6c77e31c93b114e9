// The company's public contact details, shown in the footer and on the Contact Us page.
// One place to change them.
export const COMPANY = {
  name: 'Cerebro',
  legalName: 'Cerebro (Pvt) Ltd',
  addressLines: ['No. 25, Galle Road', 'Colombo 03', 'Sri Lanka'],
  hotline: '+94 11 234 5678',
  hotlineHref: 'tel:+94112345678',
  email: 'support@cerebro.lk',
  messagingLabel: 'Message us on WhatsApp',
  messagingHref: 'https://wa.me/94112345678',
  hours: 'Monday to Saturday, 8:30 AM to 6:00 PM (Sri Lanka time)',
  foundedYear: 2018,
};
