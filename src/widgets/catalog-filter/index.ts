export { CatalogFilter, type CatalogFilterProps } from './CatalogFilter';
export {
  parseFilterSearch,
  filterToSearch,
  toFilterRequest,
  EMPTY_FILTER,
  type FilterState,
  type FilterDefaults,
} from './filter-url';
