export { Favorites, type FavoritesProps } from './Favorites';
