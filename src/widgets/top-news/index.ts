export { TopNews, type TopNewsProps } from './TopNews';
