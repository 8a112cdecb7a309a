import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { readServerErrors, serverErrorMessage } from '../../api/graphql-errors';
import {
  CreateCourseDocument,
  SetCourseImageDocument,
  UpdateCourseDocument,
  type AdminCourseFieldsFragment,
} from '../../gql/graphql';
import { useLoading, useSnackbar } from '../../shell/feedback/feedback-context';
import { FormRichTextField } from '../../shell/rich-text/FormRichTextField';
import { useFileSizeLimitMb } from '../../shell/use-file-size-limit';
import { CourseDataFields, CoursePublishingFields, CourseVenueFields } from './CourseFields';
import { CourseImageField } from './CourseImageField';
import {
  courseFieldPaths,
  courseFormSchema,
  emptyCourseValues,
  toCourseInput,
  toCourseValues,
  type CourseValues,
} from './course-values';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}

/** Creates a course or edits one; the chosen image is uploaded once the course is saved. */
export function CourseForm({ course }: { course?: AdminCourseFieldsFragment }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const fileSizeLimitMb = useFileSizeLimitMb();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [createCourse] = useMutation(CreateCourseDocument);
  const [updateCourse] = useMutation(UpdateCourseDocument);
  const [setCourseImage] = useMutation(SetCourseImageDocument);

  const save = async (values: CourseValues) => {
    const input = toCourseInput(values);
    if (course) return (await updateCourse({ variables: { id: course.id, input } })).data?.updateCourse;
    return (await createCourse({ variables: { input } })).data?.createCourse;
  };

  const submit = async (values: CourseValues, helpers: FormikHelpers<CourseValues>) => {
    loading.show();
    try {
      let saved: AdminCourseFieldsFragment | undefined;
      try {
        saved = await save(values);
      } catch (error) {
        const { fieldErrors, general } = readServerErrors(error, courseFieldPaths);
        helpers.setErrors(fieldErrors);
        if (general.length > 0) snackbar.error(general.join(' '));
        return;
      }
      if (!saved) return;
      if (imageFile) {
        try {
          await setCourseImage({ variables: { id: saved.id, file: imageFile } });
        } catch (error) {
          // The course is saved: stay on its edit page so the image can be chosen again.
          const reason = serverErrorMessage(error);
          snackbar.error(t`El curso se guardó, pero la imagen no se pudo subir: ${reason}`);
          setImageFile(null);
          if (!course) void navigate(`/courses/${saved.id}/edit`, { replace: true });
          return;
        }
      }
      snackbar.success(course ? t`Curso actualizado.` : t`Curso creado.`);
      void navigate('/courses/index');
    } finally {
      loading.hide();
    }
  };

  return (
    <Formik<CourseValues>
      initialValues={course ? toCourseValues(course) : emptyCourseValues}
      validationSchema={courseFormSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="course-form-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="course-form-title" variant="h5" component="h2" gutterBottom>
              {course ? t`Editar curso` : t`Nuevo curso`}
            </Typography>
            <Stack spacing={1}>
              <Section title={<Trans>Datos del curso</Trans>}>
                <CourseDataFields soldSpace={course ? course.soldSpace : null} />
              </Section>
              <Divider sx={{ pt: 1 }} />
              <Section title={<Trans>Sede</Trans>}>
                <CourseVenueFields />
              </Section>
              <Divider sx={{ pt: 1 }} />
              <Section title={<Trans>Inscripción y publicación</Trans>}>
                <CoursePublishingFields />
              </Section>
              <Divider sx={{ pt: 1 }} />
              <Section title={<Trans>Imagen y descripción</Trans>}>
                <CourseImageField
                  currentUrl={course?.imageUrl}
                  file={imageFile}
                  onChange={setImageFile}
                  fileSizeLimitMb={fileSizeLimitMb}
                />
                <FormRichTextField
                  id="course-description"
                  helperText={t`Temario, requisitos y lo que incluye. Puedes insertar imágenes.`}
                />
              </Section>
            </Stack>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button component={RouterLink} to="/courses/index" color="inherit">
                <Trans>Cancelar</Trans>
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                <Trans>Guardar curso</Trans>
              </Button>
            </Stack>
          </Paper>
        </Form>
      )}
    </Formik>
  );
}
