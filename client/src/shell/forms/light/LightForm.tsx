import type { ComponentProps } from 'react';
import { LightFormContext, type LightForm as Form } from './use-light-form';

type Props<V extends object> = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & { form: Form<V> };

/** The <form> of a light form (useLightForm): its fields read it, submitting runs its rules first. */
export function LightForm<V extends object>({ form, children, ...props }: Props<V>) {
  return (
    <LightFormContext value={form}>
      <form noValidate {...props} onSubmit={(event) => void form.submit(event)}>
        {children}
      </form>
    </LightFormContext>
  );
}
