export { Pagination, type PaginationProps } from './Pagination';
export { paginationCss } from './pagination.css';
