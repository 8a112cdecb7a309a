import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { DeleteFaqDocument, ReorderFaqsDocument, type AdminFaqFieldsFragment } from '../../gql/graphql';
import { OrderedContentTable } from '../content-admin/OrderedContentTable';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { faqEditPath } from './faq-paths';

type Props = { faqs: AdminFaqFieldsFragment[]; canReorder: boolean; readOnly: boolean; onChanged: () => void };

/** The FAQ rows in the app's order, to move, edit or delete. */
export function FaqsTable({ faqs, canReorder, readOnly, onChanged }: Props) {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deleteFaq] = useMutation(DeleteFaqDocument);
  const [reorderFaqs] = useMutation(ReorderFaqsDocument);

  const remove = async (faq: AdminFaqFieldsFragment) => {
    const question = faq.question;
    const removed = await confirmedAction({
      title: t`Eliminar «${question}»`,
      message: `${t`La pregunta será eliminada.`} ${t`¿Deseas continuar?`}`,
      work: () => deleteFaq({ variables: { id: faq.id } }),
      done: t`Pregunta eliminada.`,
    });
    if (removed) onChanged();
  };

  return (
    <OrderedContentTable
      items={faqs}
      label={t`Preguntas frecuentes`}
      nameOf={(faq) => faq.question}
      columns={[{ header: t`Pregunta`, cell: (faq) => faq.question, minWidth: 220 }]}
      feminine
      editPath={faqEditPath}
      canReorder={canReorder}
      readOnly={readOnly}
      onReorder={async (ids) => {
        await reorderFaqs({ variables: { ids } });
        onChanged();
      }}
      onDelete={(faq) => void remove(faq)}
    />
  );
}
