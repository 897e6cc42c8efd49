import { useCallback } from 'react';
import { projectCities, type City } from '../../core/api/project-order';
import { t } from '../../core/messages/project-order';
import { Autocomplete } from '../../ui/autocomplete';
import { IdSelect } from '../../ui/select';
import type { ProjectOrderForm } from './use-project-order';

/** Federal district and region from the portal's lists; the city suggested as typed (ARIA combobox). */
export function PlaceFields({ form }: { form: ProjectOrderForm }) {
  const { fields, errors, lists } = form;
  const regions = lists?.regions.filter((r) => fields.federalDistrict === null || r.federalDistrict === fields.federalDistrict) ?? [];
  const region = fields.region;
  const fetchCities = useCallback((q: string, signal: AbortSignal) => projectCities(q, region, { signal }), [region]);
  return (
    <>
      <IdSelect
        label={t('projectFederalDistrict')}
        part="input"
        name="federalDistrict"
        required
        error={errors.federalDistrict}
        value={fields.federalDistrict}
        onChange={form.chooseDistrict}
        items={lists?.federalDistricts ?? []}
        all={t('projectChoose')}
      />
      <IdSelect
        label={t('projectRegion')}
        part="input"
        name="region"
        required
        error={errors.region}
        value={fields.region}
        onChange={form.chooseRegion}
        items={regions}
        all={t('projectChoose')}
      />
      <Autocomplete<City>
        label={t('projectCity')}
        name="city"
        fetchOptions={fetchCities}
        getOptionLabel={(c) => c.header}
        getOptionKey={(c) => c.id}
        onSelect={form.chooseCity}
        inputValue={fields.city}
        onInputChange={(text) => form.change('city', text)}
        emptyText={t('projectCityNone')}
        required
        error={errors.city}
      />
    </>
  );
}
