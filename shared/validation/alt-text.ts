import { string } from 'yup';
import { appContentMessages as m } from '../messages/app-content.js';

/** The longest alternative text of an app image (the alt_text columns' rule). */
export const altTextLength = 255;

/** What a screen reader says of an app image: required, at most altTextLength characters; described once for every input. */
export const altTextRule = () =>
  string()
    .trim()
    .required(m.altTextRequired)
    .max(altTextLength, m.altTextMax)
    .meta({ description: 'What a screen reader says of the image, required, at most 255 characters.' });
