import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Measurement } from './cornerstone/stack-controller';

/** The measurements drawn on the image, also as text (readable by screen readers, copyable). */
export function Measurements({ measurements }: { measurements: readonly Measurement[] }) {
  const { t, i18n } = useLingui();
  if (measurements.length === 0) return null;
  let lengths = 0;
  let angles = 0;
  return (
    <Stack component="section" aria-label={t`Medidas`} sx={{ px: 2, py: 0.5, bgcolor: 'background.paper' }}>
      <Stack
        component="ul"
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
      >
        {measurements.map((measurement) => {
          const value = i18n.number(measurement.value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
          const unit = measurement.unit;
          if (measurement.kind === 'length') lengths += 1;
          else angles += 1;
          const count = measurement.kind === 'length' ? lengths : angles;
          return (
            <Typography component="li" variant="body2" key={measurement.id} data-measurement={measurement.kind}>
              {measurement.kind === 'length' ? (
                <Trans>
                  Distancia {count}: {value} {unit}
                </Trans>
              ) : (
                <Trans>
                  Ángulo {count}: {value}
                  {unit}
                </Trans>
              )}
            </Typography>
          );
        })}
      </Stack>
    </Stack>
  );
}
