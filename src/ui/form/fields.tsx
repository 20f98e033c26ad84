import { createContext, useContext, useId, type ChangeEvent, type ReactNode } from 'react';
import { getIn, useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import {
  checkboxStyle,
  controlStyle,
  errorStyle,
  fieldStyle,
  fieldsetStyle,
  hintStyle,
  invalidControlStyle,
  legendStyle,
} from './formStyles';

/** Values the error messages interpolate (the configured age limits). */
export const MessageValuesContext = createContext<Record<string, number>>({});

/**
 * A message id with values of its own, as a string (schema errors are strings): 'id?actual=3'.
 * The field shows it with these values over the context's.
 */
export function messageWithValues(id: string, values: Record<string, number>): string {
  const query = new URLSearchParams(Object.entries(values).map(([key, n]) => [key, String(n)]));
  return `${id}?${query.toString()}`;
}

function readMessage(error: string): { id: string; own: Record<string, number> } {
  const at = error.indexOf('?');
  if (at < 0) return { id: error, own: {} };
  const own: Record<string, number> = {};
  new URLSearchParams(error.slice(at + 1)).forEach((value, key) => (own[key] = Number(value)));
  return { id: error.slice(0, at), own };
}

/** The field's error message, once the field was left or a submit was tried. */
export function useFieldError(name: string): string | undefined {
  const intl = useIntl();
  const values = useContext(MessageValuesContext);
  const { errors, touched, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  const shown = submitCount > 0 || Boolean(getIn(touched, name));
  if (!shown || typeof error !== 'string') return undefined;
  const { id, own } = readMessage(error);
  return intl.formatMessage({ id }, { ...values, ...own });
}

interface Described {
  hint?: ReactNode;
  error?: string;
  id: string;
}

/** Hint and error below a control; their ids go into its aria-describedby. */
function Description({ hint, error, id }: Described) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} style={hintStyle}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} style={errorStyle}>
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = ({ hint, error, id }: Described) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export interface TextFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  placeholder?: string;
  /** Input pattern, e.g. '[0-9]*' for a numeric keypad on phones (validation stays in the schema). */
  pattern?: string;
  /** Rewrites typed text before it becomes the value (the birth-date mask). */
  transform?: (text: string) => string;
}

export function TextField({ name, label, hint, transform, ...input }: TextFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const onChange = transform
    ? (event: ChangeEvent<HTMLInputElement>) => void helpers.setValue(transform(event.target.value))
    : field.onChange;
  return (
    <div style={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        {...input}
        value={field.value ?? ''}
        onChange={onChange}
        id={id}
        type={input.type ?? 'text'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ hint, error, id })}
        style={error ? invalidControlStyle : controlStyle}
      />
      <Description hint={hint} error={error} id={id} />
    </div>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** Text of the empty first option; without it the first option is preselected. */
  placeholder?: string;
  autoComplete?: string;
}

export function SelectField({ name, label, options, placeholder, autoComplete }: SelectFieldProps) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <div style={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <select
        {...field}
        value={field.value ?? ''}
        id={id}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ error, id })}
        style={error ? invalidControlStyle : controlStyle}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Description error={error} id={id} />
    </div>
  );
}

export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const id = useId();
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return (
    <div>
      <div style={checkboxStyle}>
        <input
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ error, id })}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Description error={error} id={id} />
    </div>
  );
}

export interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: { value: string; label: string }[];
  /** Lays the choices out in a row that wraps (amounts) instead of a column. */
  inline?: boolean;
}

/** One choice of a few, as a fieldset of radios; the error is read with the group. */
export function RadioGroupField({ name, legend, options, inline }: RadioGroupFieldProps) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <fieldset style={fieldsetStyle} aria-describedby={describedBy({ error, id })}>
      <legend style={legendStyle}>{legend}</legend>
      <div
        style={{
          display: 'flex',
          flexDirection: inline ? 'row' : 'column',
          flexWrap: 'wrap',
          gap: '0.5rem 1rem',
        }}
      >
        {options.map((option, index) => (
          <label key={option.value} style={checkboxStyle}>
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              // Radios have no invalid state; the first one is where focus goes after a submit.
              data-invalid={error && index === 0 ? 'true' : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <Description error={error} id={id} />
    </fieldset>
  );
}
