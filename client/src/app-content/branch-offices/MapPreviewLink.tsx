import OpenInNew from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { coordinatesMapUrl } from '../../../../shared/validation/branch-office';
import { validCoordinates, type BranchOfficeValues } from './branch-office-values';

/** "Ver en mapa": the typed coordinates on Google Maps, in a new tab, while both are valid. */
export function MapPreviewLink() {
  const { values } = useFormikContext<BranchOfficeValues>();
  const point = validCoordinates(values);
  if (!point) {
    return (
      <Typography variant="body2" color="text.secondary">
        <Trans>Escribe la latitud y la longitud para ver el punto en el mapa.</Trans>
      </Typography>
    );
  }
  return (
    <Link
      href={coordinatesMapUrl(point.lat, point.lng)}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <Trans>Ver en mapa</Trans>
      <OpenInNew fontSize="inherit" aria-hidden />
    </Link>
  );
}
