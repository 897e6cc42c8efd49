import { border, muted, space, success } from '../../ui/styles/tokens';

export const loginCss = /* css */ `
.b2b-login-form { display: grid; gap: calc(${space} * 1.5); }
.b2b-login-intro { margin: 0; color: ${muted}; }
.b2b-login-actions { display: flex; flex-wrap: wrap; gap: ${space}; align-items: center; justify-content: space-between; }
.b2b-login-demo { display: grid; padding-top: calc(${space} * 1.5); border-top: 1px solid ${border}; }
.b2b-login-sent { margin: 0; color: ${success}; font-weight: 600; }
`;
