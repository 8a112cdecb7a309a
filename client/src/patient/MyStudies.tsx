import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { studyQueryParam } from '../../../shared/patient-links';
import { QueryState } from '../shell/QueryState';
import { ShareStudyButton } from '../study-shares';
import { FreshLinksContext, useFreshLinksOf } from '../virtuallab/studies/fresh-links';
import { StudyList } from '../virtuallab/studies/StudyList';
import type { MyStudiesState } from './use-my-studies';

/**
 * "Mis estudios": the signed-in patient's visible, unexpired studies (useMyStudies), newest
 * first, read-only. A link to one study (/paciente?estudio=<id>, as the lab's "result ready"
 * message sends it) shows that study outlined and scrolled into view.
 */
export function MyStudies({ studies }: { studies: MyStudiesState }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { data, page, loading, error, reload, more } = studies;
  const links = useFreshLinksOf(data, reload);
  if (!page) return <QueryState loading={loading} error={error} onRetry={() => void reload()} />;
  return (
    <FreshLinksContext.Provider value={links}>
      <StudyList
        studies={page.edges.map((edge) => edge.node)}
        more={more}
        staff={false}
        actionsFor={(study) => <ShareStudyButton studyId={study.id} title={study.studyType.name} />}
        emptyMessage={t`Aún no tienes resultados disponibles.`}
        focusedId={params.get(studyQueryParam)}
      />
    </FreshLinksContext.Provider>
  );
}
