import type { SvgIconComponent } from '@mui/icons-material';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** A figure: its value, an optional second value under it (an amount), and what it counts. */
export type PanelFigure = { label: string; value: string; detail?: string };

type Props = {
  title: string;
  icon: SvgIconComponent;
  color: string;
  /** The figures, e.g. today's and this month's. */
  figures: PanelFigure[];
  /** Where the detail is; the whole card is the link. */
  to: string;
  /** What the link opens, said after the figures. */
  linkText: string;
};

/** One figure of the panel as a card that opens the screen with its detail. */
export function PanelCard({ title, icon: Icon, color, figures, to, linkText }: Props) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent component="section" aria-label={title}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
            <Icon sx={{ color }} aria-hidden />
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {figures.map((figure) => (
              <div key={figure.label}>
                <Typography variant="h4" component="p" sx={{ fontWeight: 600, lineHeight: 1.1, whiteSpace: 'nowrap' }}>
                  {figure.value}
                </Typography>
                {figure.detail && (
                  <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                    {figure.detail}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  {figure.label}
                </Typography>
              </div>
            ))}
          </Stack>
          <Typography variant="body2" color="primary" sx={{ mt: 1.5 }}>
            {linkText}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
