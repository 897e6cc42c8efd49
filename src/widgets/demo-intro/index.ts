export { DemoIntro, type DemoIntroProps } from './DemoIntro';
