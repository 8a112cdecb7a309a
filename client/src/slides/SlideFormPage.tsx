import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { AdminSlideDocument } from '../gql/graphql';
import { NotFoundPage } from '../shell/NotFoundPage';
import { QueryState } from '../shell/QueryState';
import { SlideForm } from './SlideForm';
import { slidesPath } from './slide-paths';

/** /slides/create */
export function NewSlidePage() {
  return <SlideForm />;
}

/** /slides/:id/edit: the form starts from the slide as stored now. */
export function EditSlidePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(AdminSlideDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return <NotFoundPage />;
  if (!data) {
    const notFound = {
      message: t`No se encontró el slide. Es posible que se haya eliminado.`,
      path: slidesPath,
      label: t`Ver los slides`,
    };
    return <QueryState loading={loading} error={error} onRetry={() => void refetch()} notFound={notFound} />;
  }
  return <SlideForm key={data.adminSlide.id} slide={data.adminSlide} />;
}
