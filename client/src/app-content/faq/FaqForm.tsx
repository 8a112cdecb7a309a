import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Formik } from 'formik';
import { faqQuestionLength, faqSchema } from '../../../../shared/validation/faq';
import { CreateFaqDocument, UpdateFaqDocument, type AdminFaqFieldsFragment } from '../../gql/graphql';
import { ContentFormFrame } from '../../shell/forms/ContentFormFrame';
import { PublicationFields } from '../content-admin/PublicationFields';
import { useContentSubmit } from '../../shell/forms/use-content-submit';
import { FormTextField } from '../../shell/forms/FormTextField';
import { FormRichTextField } from '../../shell/rich-text/FormRichTextField';
import { faqsPath } from './faq-paths';
import { faqFieldPaths, faqInputOf, faqValuesOf, type FaqValues } from './faq-values';

/** Creates a FAQ or edits one: question, rich-text answer, published, and an optional window. */
export function FaqForm({ faq }: { faq?: AdminFaqFieldsFragment }) {
  const { t } = useLingui();
  const [createFaq] = useMutation(CreateFaqDocument);
  const [updateFaq] = useMutation(UpdateFaqDocument);

  const submit = useContentSubmit<FaqValues>({
    save: (values) => {
      const input = faqInputOf(values);
      return faq ? updateFaq({ variables: { id: faq.id, input } }) : createFaq({ variables: { input } });
    },
    fieldPaths: faqFieldPaths,
    savedMessage: faq ? t`Pregunta actualizada.` : t`Pregunta creada.`,
    listPath: faqsPath,
  });

  return (
    <Formik<FaqValues> initialValues={faqValuesOf(faq)} validationSchema={faqSchema} onSubmit={submit}>
      <ContentFormFrame
        titleId="faq-form-title"
        title={faq ? t`Editar pregunta frecuente` : t`Nueva pregunta frecuente`}
        listPath={faqsPath}
      >
        <FormTextField
          name="question"
          label={t`Pregunta`}
          required
          slotProps={{ htmlInput: { maxLength: faqQuestionLength } }}
        />
        <FormRichTextField
          id="faq-answer"
          name="answer"
          label={t`Respuesta`}
          helperText={t`Lo que la app muestra al abrir la pregunta.`}
        />
        <PublicationFields
          label={t`Publicada`}
          draftHelp={t`Apagada, la pregunta queda como borrador y la app no la muestra.`}
        />
      </ContentFormFrame>
    </Formik>
  );
}
