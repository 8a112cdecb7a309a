import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../visually-hidden';

/** The counter shows once the text is this close to its limit. */
export const counterMargin = 10;

/** How close a text is to its length limit. */
export type LengthState = 'far' | 'near' | 'reached' | 'over';

export function lengthState(length: number, limit: number): LengthState {
  if (length > limit) return 'over';
  if (length === limit) return 'reached';
  return length >= limit - counterMargin ? 'near' : 'far';
}

type Props = { length: number; limit: number; message: ReactNode };

/**
 * A field's helper text with its length counter ("38/42") on the end side once the text is near
 * the limit, and "Máximo 42 caracteres" when the limit is reached (a pasted text cut at the limit
 * too), unless another message has to show. The helper text describes the field, so a screen
 * reader reads the count when the field is focused, not on every keystroke.
 */
export function LengthHelper({ length, limit, message }: Props) {
  const { t } = useLingui();
  const state = lengthState(length, limit);
  if (state === 'far') return message;
  const shown = message || (state === 'reached' ? t`Máximo ${limit} caracteres` : null);
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{shown}</span>
      <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        <span aria-hidden>
          {length}/{limit}
        </span>
        <span style={visuallyHidden}>{t`${length} de ${limit} caracteres`}</span>
      </Box>
    </Box>
  );
}

/**
 * Says politely, once, that the limit was reached or passed: its text changes only when the
 * state does, so typing near the limit stays quiet.
 */
export function LengthAnnouncer({ length, limit }: { length: number; limit: number }) {
  const { t } = useLingui();
  const state = lengthState(length, limit);
  return (
    <span role="status" style={visuallyHidden}>
      {state === 'reached'
        ? t`Llegaste al límite de ${limit} caracteres.`
        : state === 'over'
          ? t`El texto pasa del límite de ${limit} caracteres.`
          : ''}
    </span>
  );
}
