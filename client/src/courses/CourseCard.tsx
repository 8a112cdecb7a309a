import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicCourseFieldsFragment } from '../gql/graphql';
import { formatLongDay, formatMoney } from '../shell/format/locale-format';
import { stateLabel } from './course-format';
import { CourseImage } from './CourseImage';

type Props = { course: PublicCourseFieldsFragment; firstImage?: boolean };

/** A course of the catalogue: image, price, promo text, title, date, availability and its button. */
export function CourseCard({ course, firstImage = false }: Props) {
  const { i18n } = useLingui();
  const titleId = useId();
  const promoId = useId();
  const [promoOpen, setPromoOpen] = useState(false);
  const state = stateLabel(i18n, course);
  const available = course.catalogueState === 'AVAILABLE';

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 2 }}
    >
      <CourseImage image={course.image} fallbackSrc={course.imageUrl} layout="card" priority={firstImage} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.35rem' }}>
            {formatMoney(course.investment, i18n.locale)}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            <Trans>IVA incluido</Trans>
          </Typography>
        </Box>
        {course.subtopic && (
          <Box>
            <Button
              size="small"
              onClick={() => setPromoOpen((open) => !open)}
              aria-expanded={promoOpen}
              aria-controls={promoId}
              sx={{ px: 0, minWidth: 0 }}
            >
              {promoOpen ? <Trans>Ver menos</Trans> : <Trans>Ver precio especial</Trans>}
            </Button>
            <Collapse in={promoOpen} id={promoId}>
              <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 500 }}>
                <bdi>{course.subtopic}</bdi>
              </Typography>
            </Collapse>
          </Box>
        )}
        <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
          <bdi>{course.name}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <EventOutlined fontSize="small" aria-hidden />
          <span>{formatLongDay(course.date, i18n.locale)}</span>
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Typography
            variant="body2"
            sx={{
              fontWeight: 600,
              color: available ? 'success.main' : course.catalogueState === 'FULL' ? 'warning.dark' : 'text.secondary',
            }}
          >
            {state}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {available ? (
          <Button
            component={RouterLink}
            to={`/course_registration/${course.id}`}
            variant="contained"
            fullWidth
            aria-describedby={titleId}
          >
            <Trans>Inscribirse ahora</Trans>
          </Button>
        ) : (
          <Button variant="contained" fullWidth disabled>
            {course.catalogueState === 'FULL' ? <Trans>Cupo lleno</Trans> : <Trans>Curso vencido</Trans>}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
