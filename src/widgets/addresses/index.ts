export { Addresses } from './Addresses';
