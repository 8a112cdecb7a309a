import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';

/** Activo / Inactivo. */
export function UserStatusChip({ active }: { active: boolean }) {
  const { t } = useLingui();
  return active ? (
    <Chip size="small" color="success" variant="outlined" label={t`Activo`} />
  ) : (
    <Chip size="small" label={t`Inactivo`} />
  );
}
