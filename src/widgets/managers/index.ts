export { Managers } from './Managers';
