import { useLingui } from '@lingui/react/macro';
import { ListSearchField } from '../../shell/paging/ListSearchField';

type Props = { value: string; onChange: (value: string) => void };

/** The search box above the course lists (courses, enrolment reports): by the course's name. */
export function CourseSearchField({ value, onChange }: Props) {
  const { t } = useLingui();
  return (
    <ListSearchField label={t`Buscar curso`} placeholder={t`Nombre del curso`} value={value} onChange={onChange} />
  );
}
