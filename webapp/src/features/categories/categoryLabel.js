// The 18 categories the product is launched with (models/migrations/00002) have names in
// every language; a category an admin adds later shows under the name it was given.
import { i18n, msg } from '../../i18n/index.js';

const NAMES = {
  'Stock Broker': msg('common.category.stockBroker'),
  Engineer: msg('common.category.engineer'),
  Programmer: msg('common.category.programmer'),
  Architect: msg('common.category.architect'),
  'Interior Designer': msg('common.category.interiorDesigner'),
  Lawyer: msg('common.category.lawyer'),
  Beautician: msg('common.category.beautician'),
  Doctor: msg('common.category.doctor'),
  'Nursing and Midwifery': msg('common.category.nursing'),
  Astrology: msg('common.category.astrology'),
  Tutor: msg('common.category.tutor'),
  Counselor: msg('common.category.counselor'),
  'Tour Guide': msg('common.category.tourGuide'),
  Business: msg('common.category.business'),
  Accountant: msg('common.category.accountant'),
  'Investment Specialist': msg('common.category.investment'),
  Culinary: msg('common.category.culinary'),
  Dietician: msg('common.category.dietician'),
};

/** A category's name in the current language ("Lawyer" → "නීතිඥ"). */
export function categoryLabel(name) {
  return NAMES[name] ? i18n._(NAMES[name]) : (name ?? '');
}
