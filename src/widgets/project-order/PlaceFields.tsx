import { useCallback } from 'react';
import { projectCities, type City } from '../../core/api/project-order';
import { t } from '../../core/messages/project-order';
import { Autocomplete } from '../../ui/autocomplete';
import { Field } from '../../ui/field';
import type { ProjectOrderForm } from './use-project-order';

/** Federal district and region from the portal's lists; the city suggested as typed (ARIA combobox). */
export function PlaceFields({ form }: { form: ProjectOrderForm }) {
  const { fields, errors, lists } = form;
  const regions = lists?.regions.filter((r) => fields.federalDistrict === null || r.federalDistrict === fields.federalDistrict) ?? [];
  const region = fields.region;
  const fetchCities = useCallback((q: string, signal: AbortSignal) => projectCities(q, region, { signal }), [region]);
  return (
    <>
      <Field label={t('projectFederalDistrict')} required error={errors.federalDistrict}>
        {(control) => (
          <select
            className="b2b-input"
            part="input"
            name="federalDistrict"
            {...control}
            value={fields.federalDistrict ?? ''}
            onChange={(e) => form.chooseDistrict(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('projectChoose')}</option>
            {lists?.federalDistricts.map((d) => (
              <option key={d.id} value={d.id}>
                {d.header}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('projectRegion')} required error={errors.region}>
        {(control) => (
          <select
            className="b2b-input"
            part="input"
            name="region"
            {...control}
            value={fields.region ?? ''}
            onChange={(e) => form.chooseRegion(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('projectChoose')}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.header}
              </option>
            ))}
          </select>
        )}
      </Field>
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
