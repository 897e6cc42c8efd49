import { useState, type ChangeEvent, type ReactNode } from 'react';
import { formatFileSize } from '../../core/format';
import { Field } from '../field/Field';
import { fileText } from './file-field-messages';
import { describeAccept, matchesAccept } from './file-type';
import { ProgressBar } from './ProgressBar';

export interface FileFieldProps {
  label: ReactNode;
  /** Allowed types: '.xlsx', 'image/*', 'application/pdf'; checked, not just suggested. Empty: any. */
  accept?: readonly string[];
  /** The chosen file, or null when the choice was cleared or rejected. */
  onChange: (file: File | null) => void;
  /**
   * Controlled: the file the form holds (shown by name and size). A form that
   * keeps its file while the dialog is closed shows it again on reopening,
   * when the native input itself has been recreated empty.
   */
  file?: File | null;
  /** Upload progress 0-100; the bar shows while it is a number. */
  progress?: number | null;
  /** An error from elsewhere (upload failed); the type error shows when it is absent. */
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A native file input with a real type check (Russian message), the chosen
 * name and size, and progress. The browser draws its own button and line in
 * its own language («Choose File / No file chosen»): the input is laid,
 * transparent, over a Russian button, so a click or a tap on the button is a
 * click on the input, which keeps its label, its focus and its keyboard use.
 */
export function FileField({ label, accept = [], onChange, file, progress, error, description, required, id, name, disabled, className }: FileFieldProps) {
  const [picked, setChosen] = useState<File | null>(null);
  const chosen = file === undefined ? picked : file;
  const [typeError, setTypeError] = useState<string | null>(null);

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0] ?? null;
    if (next && !matchesAccept(next, accept)) {
      // Clear the input too, or a form submit would still send the rejected file.
      event.target.value = '';
      setChosen(null);
      setTypeError(fileText('fileType', { name: next.name, types: describeAccept(accept) }));
      onChange(null);
      return;
    }
    setTypeError(null);
    setChosen(next);
    onChange(next);
  };

  return (
    <Field label={label} error={error || typeError} description={description} required={required} id={id} className={['b2b-file-field', className].filter(Boolean).join(' ')}>
      {(control) => (
        <div className="b2b-file-field-box">
          <div className="b2b-file-pick">
            <input
              {...control}
              type="file"
              className="b2b-file-input"
              part="input"
              name={name}
              disabled={disabled}
              accept={accept.length ? accept.join(',') : undefined}
              onChange={onInput}
            />
            <span className="b2b-file-button" part="file-button" aria-hidden="true">
              {fileText('fileChoose')}
            </span>
          </div>
          <p className="b2b-file-chosen" part="file-name">
            {chosen ? fileText('fileChosen', { name: chosen.name, size: formatFileSize(chosen.size) }) : fileText('fileNone')}
          </p>
          {typeof progress === 'number' && <ProgressBar value={progress} label={fileText('fileProgress')} />}
        </div>
      )}
    </Field>
  );
}
