import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import type { PublicCourseFieldsFragment } from '../gql/graphql';
import { formatLongDay } from '../shell/format/locale-format';

type Props = { course: Pick<PublicCourseFieldsFragment, 'date' | 'time' | 'headquarterName' | 'headquarterAddress'> };

/**
 * Date, schedule and venue of a course, one labelled line each. Texts typed by the staff sit in
 * <bdi>, so a right-to-left interface does not reorder their numbers and punctuation.
 */
export function CourseFacts({ course }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Stack spacing={1.5} component="dl" sx={{ m: 0 }}>
      <Fact icon={EventOutlined} label={t`Fecha`}>
        {formatLongDay(course.date, i18n.locale)}
      </Fact>
      {course.time && (
        <Fact icon={AccessTimeOutlined} label={t`Horario`}>
          <bdi>{course.time}</bdi>
        </Fact>
      )}
      {(course.headquarterName || course.headquarterAddress) && (
        <Fact icon={PlaceOutlined} label={t`Sede`}>
          {course.headquarterName && (
            <Box component="bdi" sx={{ display: 'block', fontWeight: 500 }}>
              {course.headquarterName}
            </Box>
          )}
          {course.headquarterAddress && (
            <Box component="bdi" sx={{ display: 'block', color: 'text.secondary' }}>
              {course.headquarterAddress}
            </Box>
          )}
        </Fact>
      )}
    </Stack>
  );
}

function Fact({ icon: Icon, label, children }: { icon: SvgIconComponent; label: string; children: ReactNode }) {
  // A <dl> group may hold only <dt> and <dd>: the icon sits inside the <dt>, in the group's start padding.
  return (
    <Box sx={{ position: 'relative', paddingInlineStart: 4.5, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.4 }}>
        <Icon color="primary" sx={{ position: 'absolute', insetInlineStart: 0, top: 2 }} aria-hidden />
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
