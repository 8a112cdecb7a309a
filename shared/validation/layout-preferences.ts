import { boolean, mixed, object, type InferType } from 'yup';
import { colorThemes, layoutDirections, pageTransitions } from '../layout-preferences.js';
import { portalMessages as pm } from '../portal-messages.js';

const oneOf = <T extends string>(values: readonly T[], message: string) =>
  mixed<T>()
    .oneOf([...values], message)
    .required(message);

const onOff = () => boolean().strict().typeError(pm.settingOnOffRequired).required(pm.settingOnOffRequired);

/** The whole set of layout choices, as the portal saves them; the server checks the same. */
export const layoutPreferencesSchema = object({
  color: oneOf(colorThemes, pm.layoutColorInvalid),
  boxed: onOff(),
  sidebarCollapsed: onOff(),
  direction: oneOf(layoutDirections, pm.layoutDirectionInvalid),
  transition: oneOf(pageTransitions, pm.layoutTransitionInvalid),
  mobileSearch: onOff(),
});

export type LayoutPreferencesInput = InferType<typeof layoutPreferencesSchema>;
