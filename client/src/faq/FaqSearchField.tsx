import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';

export function FaqSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <TextField
      type="search"
      size="small"
      label={t`Buscar pregunta`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
