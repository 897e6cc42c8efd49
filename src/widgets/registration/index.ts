export { Registration, type RegistrationProps } from './Registration';
export { DEFAULT_REGIONS, type RegionOption } from '../../core/rules/registration';
