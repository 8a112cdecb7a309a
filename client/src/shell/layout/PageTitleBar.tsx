import NavigateNext from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeading, useRouteTitleText } from './PageHeading';

/** The staff portal's page heading (PageHeading.tsx) with a breadcrumb ending in the route's :id. */
export function PageTitleBar() {
  const { t } = useLingui();
  const title = useRouteTitleText();
  const { id, action } = useParams();

  const idCrumb = id === 'create' ? t`Nuevo` : id && id !== 'index' ? id : null;
  const actionCrumb = action === 'edit' ? t`Editar` : (action ?? null);

  return (
    <PageHeading>
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
    </PageHeading>
  );
}
