import { createContext, useContext, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { BoundField } from '../bound-field';
import { valueAt, type FieldErrors } from '../../../../../shared/validation/checks';
import { allTouched, flatErrors, hasErrors, withValueAt, type Touched } from './form-state';

/** What onSubmit may do with the form: show the server's field errors, start a step afresh. */
export type LightFormHelpers = {
  /** Errors nested per field ({ doctorData: { zipCode } }) or by path; kept until the next validation. */
  setErrors: (errors: Record<string, unknown>) => void;
  setTouched: (touched: Touched) => void;
};

export type LightFormOptions<V> = {
  initialValues: V;
  /** The form's rules (shared/validation/public-forms.ts): path → message. Read anew at each validation. */
  validate: (values: V) => FieldErrors;
  onSubmit: (values: V, helpers: LightFormHelpers) => unknown;
  /** Leaving a field validates the form (default), as a change does. */
  validateOnBlur?: boolean;
};

export type LightForm<V> = LightFormHelpers & {
  values: V;
  errors: FieldErrors;
  touched: Touched;
  isSubmitting: boolean;
  setFieldValue: (path: string, value: unknown, validate?: boolean) => void;
  setFieldTouched: (path: string, touched?: boolean, validate?: boolean) => void;
  /** Touches every field, validates, and calls onSubmit when nothing is wrong. */
  submit: (event?: FormEvent) => Promise<void>;
};

type State<V> = { values: V; errors: FieldErrors; touched: Touched; isSubmitting: boolean };

/**
 * A form's state for the public pages, which must not load formik (issue 31): values, touched
 * fields and errors with formik's timing, so the pages behave as before. A change validates the
 * whole form, leaving a field too (unless validateOnBlur is false), a submit touches every field;
 * a message shows once its field is touched (the field components decide). Errors set from the
 * server stay until the next validation.
 */
export function useLightForm<V extends object>(options: LightFormOptions<V>): LightForm<V> {
  const [state, setState] = useState<State<V>>(() => ({
    values: options.initialValues,
    errors: {},
    touched: {},
    isSubmitting: false,
  }));
  const latest = useRef({ options, state });
  latest.current = { options, state };

  const actions = useMemo(() => {
    const validated = (values: V) => latest.current.options.validate(values);
    const validateOnBlur = () => latest.current.options.validateOnBlur ?? true;
    const helpers: LightFormHelpers = {
      setErrors: (errors) => setState((current) => ({ ...current, errors: flatErrors(errors) })),
      setTouched: (touched) => setState((current) => ({ ...current, touched })),
    };
    return {
      ...helpers,
      setFieldValue: (path: string, value: unknown, validate = true) =>
        setState((current) => {
          const values = withValueAt(current.values, path, value);
          return { ...current, values, errors: validate ? validated(values) : current.errors };
        }),
      setFieldTouched: (path: string, touched = true, validate = validateOnBlur()) =>
        setState((current) => ({
          ...current,
          touched: { ...current.touched, [path]: touched },
          errors: validate ? validated(current.values) : current.errors,
        })),
      submit: async (event?: FormEvent) => {
        event?.preventDefault();
        const { values, isSubmitting } = latest.current.state;
        if (isSubmitting) return;
        const errors = validated(values);
        setState((current) => ({ ...current, touched: { ...current.touched, ...allTouched(values) }, errors }));
        if (hasErrors(errors)) return;
        setState((current) => ({ ...current, isSubmitting: true }));
        try {
          await latest.current.options.onSubmit(values, helpers);
        } finally {
          setState((current) => ({ ...current, isSubmitting: false }));
        }
      },
    };
  }, []);

  return { ...state, ...actions };
}

/** Whether the values break none of the rules (a step's Siguiente is enabled). */
export const isValid = <V>(validate: (values: V) => FieldErrors, values: V) => !hasErrors(validate(values));

export const LightFormContext = createContext<LightForm<object> | null>(null);

export function useLightFormContext<V extends object>(): LightForm<V> {
  const form = useContext(LightFormContext);
  if (!form) throw new Error('A light form field must be inside <LightForm>.');
  return form as LightForm<V>;
}

/** One field of the surrounding LightForm, in the shape the shared field components take. */
export function useLightField<T = string>(name: string): BoundField<T> {
  const form = useLightFormContext();
  return {
    name,
    value: valueAt(form.values, name) as T,
    error: form.errors[name],
    touched: form.touched[name] ?? false,
    setValue: (value, validate) => form.setFieldValue(name, value, validate),
    setTouched: (touched, validate) => form.setFieldTouched(name, touched, validate),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setFieldValue(name, event.target.value),
    onBlur: () => form.setFieldTouched(name, true),
  };
}
