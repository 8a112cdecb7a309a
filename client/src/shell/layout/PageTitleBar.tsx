import NavigateNext from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useRouteTitle } from '../route-handle';
import { useDocumentTitle } from '../use-document-title';

/** Page heading (h1) from the route title, with a breadcrumb ending in the route's :id. */
export function PageTitleBar({ breadcrumb = true }: { breadcrumb?: boolean }) {
  const { t, i18n } = useLingui();
  const descriptor = useRouteTitle();
  const { id, action } = useParams();
  const title = descriptor ? i18n._(descriptor) : '';
  useDocumentTitle(title);

  const idCrumb = id === 'create' ? t`Nuevo` : id && id !== 'index' ? id : null;
  const actionCrumb = action === 'edit' ? t`Editar` : (action ?? null);

  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {breadcrumb && (
        <Breadcrumbs
          aria-label={t`Ruta de navegación`}
          separator={
            <NavigateNext
              fontSize="small"
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          }
          sx={{ mt: 0.5 }}
        >
          <Link component={RouterLink} to="/" underline="hover" color="inherit">
            {t`Inicio`}
          </Link>
          <Typography color={idCrumb ? 'inherit' : 'text.primary'}>{title}</Typography>
          {idCrumb && <Typography color={actionCrumb ? 'inherit' : 'text.primary'}>{idCrumb}</Typography>}
          {idCrumb && actionCrumb && <Typography color="text.primary">{actionCrumb}</Typography>}
        </Breadcrumbs>
      )}
    </Box>
  );
}
