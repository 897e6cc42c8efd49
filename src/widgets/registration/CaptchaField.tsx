import { t } from '../../core/messages/registration';
import { TextField } from '../../ui/field';

export interface CaptchaFieldProps {
  /** The picture's address; null until the dialog first opens. */
  src: string | null;
  value: string;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
  onRefresh(): void;
}

/**
 * The legacy /captcha.php picture and its answer. The picture is a button:
 * a click (or Enter) shows a new one, as on the old form. The answer is
 * checked once by the server, so the widget asks for a new picture after
 * every refusal too.
 */
export function CaptchaField({ src, value, error, onChange, onBlur, onRefresh }: CaptchaFieldProps) {
  return (
    <div className="b2b-registration-captcha" part="captcha">
      <button type="button" className="b2b-registration-captcha-button" part="captcha-image" onClick={onRefresh}>
        {src ? (
          <img src={src} alt={t('registrationCaptchaImage')} width={150} height={50} />
        ) : (
          <span className="b2b-visually-hidden">{t('registrationCaptchaImage')}</span>
        )}
      </button>
      <TextField
        label={t('registrationCaptcha')}
        description={t('registrationCaptchaHint')}
        name="captcha"
        required
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
