import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import type { SupportRequestState } from '../gql/graphql';
import { supportStateColors, supportStateLabels } from './support-labels';

/** Abierto, En proceso or Cerrado. */
export function SupportStateChip({ state }: { state: SupportRequestState }) {
  const { i18n } = useLingui();
  return <Chip size="small" color={supportStateColors[state]} label={i18n._(supportStateLabels[state])} />;
}
