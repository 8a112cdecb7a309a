import { useLingui } from '@lingui/react/macro';
import { AdminSlideDocument } from '../../gql/graphql';
import { ContentEditPage } from '../../shell/forms/ContentEditPage';
import { SlideForm } from './SlideForm';
import { slidesPath } from './slide-paths';

/** /slides/create */
export function NewSlidePage() {
  return <SlideForm />;
}

/** /slides/:id/edit: the form starts from the slide as stored now. */
export function EditSlidePage() {
  const { t } = useLingui();
  return (
    <ContentEditPage
      document={AdminSlideDocument}
      itemOf={(data) => data.adminSlide}
      notFound={{
        message: t`No se encontró el slide. Es posible que se haya eliminado.`,
        path: slidesPath,
        label: t`Ver los slides`,
      }}
      renderForm={(slide) => <SlideForm slide={slide} />}
    />
  );
}
