import { border, muted, radius, space, success } from '../../ui/styles/tokens';

export const registrationCss = /* css */ `
.b2b-registration-form, .b2b-registration-done { display: grid; gap: calc(${space} * 1.5); }
.b2b-registration-intro { margin: 0; color: ${muted}; }
.b2b-registration-fields {
  display: grid;
  gap: calc(${space} * 1.5) calc(${space} * 2);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 208px), 1fr));
}
.b2b-registration-wide { grid-column: 1 / -1; }
.b2b-registration-select { width: 100%; }
.b2b-registration-captcha {
  display: grid;
  gap: calc(${space} * 2);
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
}
.b2b-registration-captcha-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 152px;
  height: 52px;
  margin-top: 1.6em;
  padding: 0;
  border: 1px solid ${border};
  border-radius: ${radius};
  background: #f4f4f4;
  cursor: pointer;
}
.b2b-registration-captcha-button img { display: block; width: 150px; height: 50px; }
.b2b-registration-actions { display: flex; gap: calc(${space} * 2); align-items: center; justify-content: flex-end; }
.b2b-registration-actions .b2b-progress { flex: 1; }
.b2b-registration-success { margin: 0; color: ${success}; font-weight: 600; }
.b2b-registration-done { justify-items: end; }
.b2b-registration-done .b2b-registration-success { justify-self: stretch; }
`;
