import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { Trans } from '@lingui/react/macro';
import { SettingsStudyTypesDocument, type LabSettingName } from '../gql/graphql';
import { ExpiryLabel } from '../shell/forms/ExpiryLabel';
import { onOffSettings } from './setting-labels';

/** A value of the settings' history (text as the API logs it) as a person reads it. */
export function SettingValue({ setting, value }: { setting: LabSettingName; value: string | null }) {
  if (setting === 'DEFAULT_STUDY_EXPIRY_DAYS') return <ExpiryLabel days={value === null ? null : Number(value)} />;
  if (onOffSettings.includes(setting)) return value === 'true' ? <Trans>Activado</Trans> : <Trans>Desactivado</Trans>;
  if (setting === 'SCANNER_STUDY_TYPE_ID')
    return value === null ? <Trans>Ninguno: esperan en Recibidos del equipo</Trans> : <StudyTypeName id={value} />;
  if (value === null)
    return (
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        <Trans>Sin definir</Trans>
      </Box>
    );
  if (setting === 'CHAT_ATTACHMENT_LIMIT_MB') return <>{value} MB</>;
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {value}
    </Box>
  );
}

/** A study type by its name (the list the form's select already read), its id while it loads or once deleted. */
function StudyTypeName({ id }: { id: string }) {
  const { data } = useQuery(SettingsStudyTypesDocument);
  return <>{data?.studyTypes.find((type) => type.id === id)?.name ?? id}</>;
}
