import FilterAltOff from '@mui/icons-material/FilterAltOff';
import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateServerMessage } from '../i18n/server-messages';
import { DateField } from '../shell/forms/DateField';
import type { AccessLogFilterState } from './access-log-filter';
import { usePatientOptions, useUserOptions } from './person-options';
import { PersonFilterField } from './PersonFilterField';

type Props = {
  value: AccessLogFilterState;
  onChange: (next: AccessLogFilterState) => void;
  /** The problem with the dates, as the server would say it (shared rule), or null. */
  problem: { field: 'from' | 'until'; message: string } | null;
  onExport: () => void;
  canExport: boolean;
};

/** Who, which patient and which days (lab time); clearing and the CSV export of the same filter. */
export function AccessLogFilters({ value, onChange, problem, onExport, canExport }: Props) {
  const { t } = useLingui();
  const set = (changes: Partial<AccessLogFilterState>) => onChange({ ...value, ...changes });
  const dateError = (field: 'from' | 'until') =>
    problem?.field === field ? translateServerMessage(problem.message) : undefined;
  const filtered = Boolean(value.user || value.patient || value.from || value.until);

  return (
    <Paper component="section" aria-label={t`Filtros`} sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <PersonFilterField
          label={t`Usuario`}
          value={value.user}
          onChange={(user) => set({ user })}
          useOptions={useUserOptions}
          noneFound={t`Ningún usuario coincide`}
        />
        <PersonFilterField
          label={t`Paciente`}
          value={value.patient}
          onChange={(patient) => set({ patient })}
          useOptions={usePatientOptions}
          noneFound={t`Ningún paciente coincide`}
        />
        {/* On a phone the two dates do not fit side by side: "Hasta" goes below "Desde". */}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flex: '0 1 auto', flexWrap: 'wrap', maxWidth: '100%' }}>
          <DateField
            size="small"
            label={t`Desde`}
            value={value.from}
            onChange={(from) => set({ from })}
            error={Boolean(dateError('from'))}
            helperText={dateError('from')}
            sx={{ width: 180 }}
          />
          <DateField
            size="small"
            label={t`Hasta`}
            value={value.until}
            onChange={(until) => set({ until })}
            error={Boolean(dateError('until'))}
            helperText={dateError('until')}
            sx={{ width: 180 }}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flex: '0 0 auto', ml: 'auto' }}>
          <Button
            startIcon={<FilterAltOff />}
            disabled={!filtered}
            onClick={() => onChange({ user: null, patient: null, from: '', until: '' })}
          >
            <Trans>Limpiar filtros</Trans>
          </Button>
          <Button variant="contained" startIcon={<FileDownload />} disabled={!canExport} onClick={onExport}>
            <Trans>Exportar CSV</Trans>
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
