/** The order filter in the page address (blocks/filter/use-url-filter); the mapping is core/rules/order-filter.ts. */
import { useCallback } from 'react';
import { orderFilterFromParams, orderFilterToParams } from '../../core/rules/order-filter';
import { useUrlFilter } from '../../blocks/filter/use-url-filter';

export function useOrderUrl(preset: { contract?: number }) {
  const read = useCallback(
    (params: URLSearchParams) => {
      const f = orderFilterFromParams(params);
      // The element's `contract` preselects; the address wins when it names one.
      return f.contract === null && preset.contract ? { ...f, contract: preset.contract } : f;
    },
    [preset],
  );
  return useUrlFilter(read, orderFilterToParams);
}
