import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Plural, useLingui } from '@lingui/react/macro';
import type { ViewerSeries } from './viewer-study';

type Props = {
  series: readonly ViewerSeries[];
  selected: string;
  onSelect: (series: ViewerSeries) => void;
};

/** The study's series with their thumbnails: a column beside the image, a strip under it on a phone. */
export function SeriesList({ series, selected, onSelect }: Props) {
  const { t } = useLingui();
  return (
    <Stack
      component="nav"
      aria-label={t`Series del estudio`}
      direction={{ xs: 'row', md: 'column' }}
      spacing={1}
      sx={{ p: 1, overflow: 'auto', bgcolor: 'background.paper', flexShrink: 0, width: { md: 168 } }}
    >
      {series.map((item) => {
        const current = item.seriesInstanceUid === selected;
        const title = item.description || t`Serie ${item.number ?? ''}`;
        return (
          <ButtonBase
            key={item.seriesInstanceUid}
            onClick={() => onSelect(item)}
            aria-current={current || undefined}
            sx={{
              flexDirection: 'column',
              alignItems: 'stretch',
              borderRadius: 1,
              border: 2,
              borderColor: current ? 'primary.main' : 'transparent',
              p: 0.5,
              minWidth: 112,
              textAlign: 'start',
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            <img
              src={item.thumbnailUrl}
              alt=""
              width={128}
              height={128}
              style={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'contain', background: '#000' }}
            />
            <Typography variant="body2" noWrap>
              {title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {item.modality} · <Plural value={item.frameCount} one="# imagen" other="# imágenes" />
            </Typography>
          </ButtonBase>
        );
      })}
    </Stack>
  );
}
