import ImageSearch from '@mui/icons-material/ImageSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { StudyCardFieldsFragment } from '../../gql/graphql';
import { viewerSeriesUrl } from '../../shell/viewer-links';

const shownThumbnails = 4;

/** A study's DICOM series as thumbnails, each opening the viewer, and its "Ver imágenes" button. */
export function StudyImages({ study }: { study: Pick<StudyCardFieldsFragment, 'viewerUrl' | 'series'> }) {
  const { t } = useLingui();
  const { viewerUrl, series } = study;
  if (!viewerUrl || series.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
      <Box
        component="ul"
        aria-label={t`Series de imágenes`}
        sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {series.slice(0, shownThumbnails).map((item) => (
          <li key={item.seriesInstanceUid}>
            <RouterLink
              to={viewerSeriesUrl(viewerUrl, item.seriesInstanceUid)}
              aria-label={t`Ver ${item.description || item.modality || t`serie`}`}
            >
              <img
                src={item.thumbnailUrl}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                style={{ display: 'block', objectFit: 'contain', background: '#000', borderRadius: 4 }}
              />
            </RouterLink>
          </li>
        ))}
      </Box>
      <Button component={RouterLink} to={viewerUrl} variant="contained" startIcon={<ImageSearch />}>
        <Trans>Ver imágenes</Trans>
      </Button>
    </Stack>
  );
}
