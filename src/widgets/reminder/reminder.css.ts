import { muted, space, success } from '../../ui/styles/tokens';

export const reminderCss = /* css */ `
.b2b-reminder-form { display: grid; gap: calc(${space} * 1.5); }
.b2b-reminder-intro { margin: 0; color: ${muted}; }
.b2b-reminder-sent { margin: 0; color: ${success}; font-weight: 600; }
.b2b-reminder-sent:empty { display: none; }
.b2b-reminder-actions { display: flex; flex-wrap: wrap; gap: ${space}; justify-content: flex-end; }
`;
