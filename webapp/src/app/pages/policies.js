// The privacy, refund and terms pages (30% commission, the refund rules, age 18: the rules the
// server enforces, so the pages promise what happens), as message
// ids of the policies catalogue: each page's title and lead, and its numbered sections of paragraphs
// and lists (a list is an array). The texts name the company with {company}, {email} and {hotline}.
import { COMPANY } from '../../lib/company.js';
import { msg } from '../../i18n/index.js';

/** The values the policy texts fill in. */
export const POLICY_VALUES = { company: COMPANY.legalName, email: COMPANY.email, hotline: COMPANY.hotline };

export const PRIVACY_POLICY = {
  title: msg('policies.privacy.title'),
  lead: msg('policies.privacy.lead'),
  sections: [
    { heading: msg('policies.privacy.whoWeAre.heading'), body: [msg('policies.privacy.whoWeAre.text')] },
    {
      heading: msg('policies.privacy.collect.heading'),
      body: [
        [
          msg('policies.privacy.collect.account'),
          msg('policies.privacy.collect.profile'),
          msg('policies.privacy.collect.booking'),
          msg('policies.privacy.collect.technical'),
        ],
      ],
    },
    { heading: msg('policies.privacy.notCollected.heading'), body: [msg('policies.privacy.notCollected.text')] },
    {
      heading: msg('policies.privacy.use.heading'),
      body: [
        [
          msg('policies.privacy.use.run'),
          msg('policies.privacy.use.publicProfiles'),
          msg('policies.privacy.use.eachOther'),
          msg('policies.privacy.use.emails'),
          msg('policies.privacy.use.verify'),
        ],
        msg('policies.privacy.use.noSale'),
      ],
    },
    { heading: msg('policies.privacy.share.heading'), body: [msg('policies.privacy.share.text')] },
    {
      // What is kept, why and for how long (issue 33): the privacy catalogue, loaded with this page.
      heading: msg('policies.privacy.keep.heading'),
      body: [
        [
          msg('privacy.policy.keep.open'),
          msg('privacy.policy.keep.financial'),
          msg('privacy.policy.keep.closed'),
        ],
        msg('privacy.policy.keep.why'),
      ],
    },
    { heading: msg('policies.privacy.rights.heading'), body: [msg('privacy.policy.rights.text')] },
    { heading: msg('policies.privacy.security.heading'), body: [msg('policies.privacy.security.text')] },
    { heading: msg('policies.privacy.contact.heading'), body: [msg('policies.privacy.contact.text')] },
  ],
};

export const REFUND_POLICY = {
  title: msg('policies.refund.title'),
  lead: msg('policies.refund.lead'),
  sections: [
    { heading: msg('policies.refund.early.heading'), body: [msg('policies.refund.early.text')] },
    { heading: msg('policies.refund.reschedule.heading'), body: [msg('policies.refund.reschedule.text')] },
    { heading: msg('policies.refund.late.heading'), body: [msg('policies.refund.late.text')] },
    { heading: msg('policies.refund.consultantCancels.heading'), body: [msg('policies.refund.consultantCancels.text')] },
    {
      heading: msg('policies.refund.presence.heading'),
      body: [
        msg('policies.refund.presence.text'),
        [
          msg('policies.refund.presence.held'),
          msg('policies.refund.presence.noConsultant'),
          msg('policies.refund.presence.noConsultee'),
          msg('policies.refund.presence.cutShort'),
          msg('policies.refund.presence.nobody'),
        ],
        msg('policies.refund.presence.video'),
      ],
    },
    { heading: msg('policies.refund.technical.heading'), body: [msg('policies.refund.technical.text')] },
    { heading: msg('policies.refund.unsatisfactory.heading'), body: [msg('policies.refund.unsatisfactory.text')] },
    {
      heading: msg('policies.refund.paid.heading'),
      body: [
        [msg('policies.refund.paid.method'), msg('policies.refund.paid.commission'), msg('policies.refund.paid.timing')],
      ],
    },
    { heading: msg('policies.refund.ask.heading'), body: [msg('policies.refund.ask.app'), msg('policies.refund.ask.write')] },
  ],
};

export const TERMS = {
  title: msg('policies.terms.title'),
  lead: msg('policies.terms.lead'),
  sections: [
    { heading: msg('policies.terms.about.heading'), body: [msg('policies.terms.about.text')] },
    { heading: msg('policies.terms.who.heading'), body: [msg('policies.terms.who.text')] },
    { heading: msg('policies.terms.what.heading'), body: [msg('policies.terms.what.text')] },
    {
      heading: msg('policies.terms.consultants.heading'),
      body: [
        [
          msg('policies.terms.consultants.review'),
          msg('policies.terms.consultants.rates'),
          msg('policies.terms.consultants.commission'),
          msg('policies.terms.consultants.attend'),
          msg('policies.terms.consultants.confidential'),
        ],
      ],
    },
    {
      heading: msg('policies.terms.consultees.heading'),
      body: [
        [msg('policies.terms.consultees.confirmed'), msg('policies.terms.consultees.onTime'), msg('policies.terms.consultees.refunds')],
      ],
    },
    {
      heading: msg('policies.terms.payments.heading'),
      body: [msg('policies.terms.payments.text'), msg('policies.terms.payments.cardRefunds'), msg('policies.terms.payments.chargeback')],
    },
    { heading: msg('policies.terms.conduct.heading'), body: [msg('policies.terms.conduct.text')] },
    { heading: msg('policies.terms.liability.heading'), body: [msg('policies.terms.liability.text')] },
    { heading: msg('policies.terms.law.heading'), body: [msg('policies.terms.law.text'), msg('policies.terms.law.questions')] },
  ],
};

/** The legal pages by route name. */
export const POLICIES = { privacy: PRIVACY_POLICY, refund: REFUND_POLICY, terms: TERMS };
