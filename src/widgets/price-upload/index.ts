export { PriceUpload, type PriceUploadProps } from './PriceUpload';
