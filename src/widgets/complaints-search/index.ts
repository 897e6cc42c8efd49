export { ComplaintsSearch, type ComplaintsSearchProps } from './ComplaintsSearch';
export type { ComplaintsMap } from '../../core/complaints-cookie';
