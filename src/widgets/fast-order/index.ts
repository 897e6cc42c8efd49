export { FastOrder, type FastOrderProps } from './FastOrder';
