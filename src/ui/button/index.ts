export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { buttonCss } from './button.css';
