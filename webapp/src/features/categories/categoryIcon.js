// An icon for a category when its thumbnail is missing, guessed from the category's name.
const ICONS = [
  [/stock|invest|broker/i, 'bi-graph-up-arrow'],
  [/engineer/i, 'bi-gear'],
  [/program|software|developer/i, 'bi-code-slash'],
  [/architect/i, 'bi-building'],
  [/interior/i, 'bi-lamp'],
  [/law|legal/i, 'bi-bank'],
  [/beaut/i, 'bi-stars'],
  [/doctor|medic/i, 'bi-heart-pulse'],
  [/nurs|midwi/i, 'bi-bandaid'],
  [/astro/i, 'bi-moon-stars'],
  [/tutor|teach|educat/i, 'bi-mortarboard'],
  [/counsel/i, 'bi-chat-heart'],
  [/tour|travel|guide/i, 'bi-compass'],
  [/business/i, 'bi-briefcase'],
  [/account/i, 'bi-calculator'],
  [/culin|chef|cook/i, 'bi-egg-fried'],
  [/diet|nutri/i, 'bi-apple'],
];

/** A bootstrap-icons class for a category name. */
export function categoryIcon(name = '') {
  const hit = ICONS.find(([re]) => re.test(name));
  return hit ? hit[1] : 'bi-person-video3';
}
