export { Consignees } from './Consignees';
