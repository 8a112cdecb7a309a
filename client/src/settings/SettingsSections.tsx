import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { limits } from '../../../shared/limits';
import { labSettingsLimits } from '../../../shared/validation/lab-settings';
import { expiryChoices } from '../../../shared/validation/study';
import { ExpiryLabel } from '../shell/forms/ExpiryLabel';
import { FormSwitch } from '../shell/forms/FormSwitch';
import { FormTextField } from '../shell/forms/FormTextField';
import { DicomSettingsFields } from './DicomSettingsFields';
import { resultReadyTexts } from './result-ready-texts';

type Props = {
  /** Fields shown but not editable (staff who are not admins). */
  readOnly: boolean;
  /** The server's upload cap, the most the chat attachment limit may be. */
  fileSizeLimitMb: number;
};

function Section({ title, first = false, children }: { title: string; first?: boolean; children: ReactNode }) {
  return (
    <section aria-label={title}>
      {!first && <Divider sx={{ my: 3 }} />}
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </section>
  );
}

const half = { xs: 12, md: 6 };
const digits = { htmlInput: { inputMode: 'numeric' as const, maxLength: limits.phoneDigits } };

/** The /admin form's sections: Contacto, Documentos legales, Aplicación, Estudios, Equipo DICOM, Chat, Notificaciones. */
export function SettingsSections({ readOnly, fileSizeLimitMb }: Props) {
  const { t, i18n } = useLingui();
  const disabled = readOnly;
  const https = t`Dirección completa, empieza con https://`;
  return (
    <>
      <Section title={t`Contacto`} first>
        <Grid container columnSpacing={2}>
          <Grid size={half}>
            <FormTextField
              name="contactPhone"
              label={t`Teléfono`}
              disabled={disabled}
              slotProps={digits}
              helperText={t`10 dígitos.`}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="whatsappNumber"
              label={t`WhatsApp`}
              disabled={disabled}
              slotProps={digits}
              helperText={t`10 dígitos.`}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField name="contactEmail" type="email" label={t`Correo electrónico`} disabled={disabled} />
          </Grid>
          <Grid size={12}>
            <FormTextField
              name="address"
              label={t`Dirección`}
              disabled={disabled}
              maxChars={labSettingsLimits.addressLength}
            />
          </Grid>
        </Grid>
      </Section>
      <Section title={t`Documentos legales`}>
        <FormTextField
          name="privacyNoticeUrl"
          type="url"
          label={t`Aviso de privacidad`}
          helperText={https}
          disabled={disabled}
        />
        <FormTextField
          name="termsUrl"
          type="url"
          label={t`Términos y condiciones`}
          helperText={https}
          disabled={disabled}
        />
      </Section>
      <Section title={t`Aplicación`}>
        <FormSwitch
          name="welcomeTour"
          label={t`Tour de bienvenida`}
          helperText={t`Se muestra a cada usuario hasta que lo termina.`}
          disabled={disabled}
        />
        <FormSwitch
          name="demoMode"
          label={t`Modo demo`}
          helperText={t`El menú del administrador muestra solo Usuarios y Laboratorio virtual; estos ajustes siguen en /admin.`}
          disabled={disabled}
        />
        <FormTextField
          name="maintenanceBanner"
          label={t`Aviso de mantenimiento`}
          multiline
          minRows={2}
          maxChars={labSettingsLimits.maintenanceBannerLength}
          helperText={t`Se muestra arriba de cada página del portal mientras tenga texto. Déjalo vacío para quitarlo.`}
          disabled={disabled}
        />
      </Section>
      <Section title={t`Estudios`}>
        <FormTextField
          name="defaultStudyExpiryDays"
          select
          label={t`Vencimiento predeterminado`}
          helperText={t`Con este vencimiento empieza «Vence en» al subir resultados.`}
          disabled={disabled}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <ExpiryLabel days={null} />
          </MenuItem>
          {expiryChoices.map((days) => (
            <MenuItem key={days} value={days}>
              <ExpiryLabel days={days} />
            </MenuItem>
          ))}
        </FormTextField>
      </Section>
      <Section title={t`Equipo DICOM`}>
        <DicomSettingsFields disabled={disabled} />
      </Section>
      <Section title={t`Chat`}>
        <FormTextField
          name="chatAttachmentLimitMb"
          type="number"
          label={t`Límite de adjuntos (MB)`}
          helperText={t`De 1 a ${fileSizeLimitMb} MB por archivo.`}
          disabled={disabled}
          slotProps={{ htmlInput: { min: 1, max: fileSizeLimitMb, step: 1 } }}
        />
      </Section>
      <Section title={t`Notificaciones`}>
        <FormSwitch
          name="resultReadyNotifications"
          label={i18n._(resultReadyTexts.label)}
          helperText={i18n._(resultReadyTexts.help)}
          disabled={disabled}
        />
      </Section>
    </>
  );
}
