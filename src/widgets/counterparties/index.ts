export { Counterparties } from './Counterparties';
