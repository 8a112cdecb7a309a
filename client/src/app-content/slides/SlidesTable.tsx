import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { DeleteSlideDocument, ReorderSlidesDocument, type AdminSlideFieldsFragment } from '../../gql/graphql';
import { ContentThumbnail, thumbnailUrl } from '../content-admin/ContentThumbnail';
import { OrderedContentTable } from '../content-admin/OrderedContentTable';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { SlideLink } from './SlideLink';
import { slideEditPath } from './slide-paths';

type Props = { slides: AdminSlideFieldsFragment[]; canReorder: boolean; onChanged: () => void };

/** The slides in the carousel's order, with their picture, alt text and link, to move, edit or delete. */
export function SlidesTable({ slides, canReorder, onChanged }: Props) {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deleteSlide] = useMutation(DeleteSlideDocument);
  const [reorderSlides] = useMutation(ReorderSlidesDocument);

  const remove = async (slide: AdminSlideFieldsFragment) => {
    const altText = slide.altText;
    const removed = await confirmedAction({
      title: t`Eliminar «${altText}»`,
      message: `${t`El slide será eliminado.`} ${t`¿Deseas continuar?`}`,
      work: () => deleteSlide({ variables: { id: slide.id } }),
      done: t`Slide eliminado.`,
    });
    if (removed) onChanged();
  };

  return (
    <OrderedContentTable
      items={slides}
      label={t`Slides`}
      nameOf={(slide) => slide.altText}
      columns={[
        { header: t`Imagen`, cell: (slide) => <ContentThumbnail url={thumbnailUrl(slide.image)} /> },
        { header: t`Texto alternativo`, cell: (slide) => slide.altText, minWidth: 220 },
        { header: t`Enlace`, cell: (slide) => <SlideLink url={slide.linkUrl} /> },
      ]}
      editPath={slideEditPath}
      canReorder={canReorder}
      onReorder={async (ids) => {
        await reorderSlides({ variables: { ids } });
        onChanged();
      }}
      onDelete={(slide) => void remove(slide)}
    />
  );
}
