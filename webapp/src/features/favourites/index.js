export { default as FavouritesCard } from './components/FavouritesCard.jsx';
export { default as KeepConsultant } from './components/KeepConsultant.jsx';
export { bookAgainPath } from './favouritesApi.js';
