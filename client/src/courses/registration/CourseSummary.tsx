import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicCourseFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../shell/format/locale-format';
import { CourseFacts } from '../CourseFacts';

/** The course being bought, beside both steps of the registration dialog. */
export function CourseSummary({ course }: { course: PublicCourseFieldsFragment }) {
  const { i18n } = useLingui();
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby="course-summary-title"
      sx={{ p: 2.5, bgcolor: 'action.hover' }}
    >
      <Typography variant="overline" color="text.secondary" component="p">
        <Trans>Resumen del curso</Trans>
      </Typography>
      <Typography id="course-summary-title" variant="h6" component="h3" sx={{ mb: 2, lineHeight: 1.3 }}>
        {course.name}
      </Typography>
      <CourseFacts course={course} />
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">
          <Trans>Precio por lugar</Trans>
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {formatMoney(course.investment, i18n.locale)}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            <Trans>IVA incluido</Trans>
          </Typography>
        </Typography>
      </Stack>
    </Paper>
  );
}
