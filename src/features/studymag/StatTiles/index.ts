export { StatTiles, type StatTile } from './StatTiles';
