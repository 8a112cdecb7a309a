import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { brandName } from '../shell/brand';
import { useDocumentTitle } from '../shell/use-document-title';

/** "Cursos" with the laboratory's brand line above it. */
export function CoursesHeading() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Cursos`);
  return (
    <Box component="header" sx={{ mb: 4 }}>
      <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
        {i18n._(brandName)}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.8rem' } }}>
        <Trans>Cursos</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        <Trans>Educación continua en imagenología dental y clínica.</Trans>
      </Typography>
    </Box>
  );
}
