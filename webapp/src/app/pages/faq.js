// The Services page's frequently asked questions (ten topics, from booking to
// reporting an issue), answered for this product.
// The texts are in the policies catalogue; `q` and `a` read them in the current language.
import { i18n, msg } from '../../i18n/index.js';


function question(id, q, a) {
  return {
    id,
    get q() {
      return i18n._(q);
    },
    get a() {
      return i18n._(a);
    },
  };
}

export const FAQ = [
  question('book', msg('policies.faq.book.q'), msg('policies.faq.book.a')),
  question('join', msg('policies.faq.join.q'), msg('policies.faq.join.a')),
  question('confidential', msg('policies.faq.confidential.q'), msg('policies.faq.confidential.a')),
  question('payment', msg('policies.faq.payment.q'), msg('policies.faq.payment.a')),
  question('talk', msg('policies.faq.talk.q'), msg('policies.faq.talk.a')),
  question('data', msg('policies.faq.data.q'), msg('policies.faq.data.a')),
  question('qualifications', msg('policies.faq.qualifications.q'), msg('policies.faq.qualifications.a')),
  question('methods', msg('policies.faq.methods.q'), msg('policies.faq.methods.a')),
  question('cancel', msg('policies.faq.cancel.q'), msg('policies.faq.cancel.a')),
  question('report', msg('policies.faq.report.q'), msg('policies.faq.report.a')),
];
