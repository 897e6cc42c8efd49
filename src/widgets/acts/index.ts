export { Acts, type ActsProps } from './Acts';
