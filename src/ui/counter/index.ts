export { Counter, type CounterProps } from './Counter';
export { useCounter, type CounterOptions } from './use-counter';
export { counterCss } from './counter.css';
