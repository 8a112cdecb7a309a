import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { usePublicMutation } from '../../api/public-graphql';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { apiErrorsOf, readServerErrors } from '../../api/graphql-errors';
import { VerifyCourseEmailDocument, type PublicCourseFieldsFragment } from '../../gql/graphql';
import { useLoading, useSnackbar } from '../../shell/feedback/feedback-context';
import { formatMxn } from '../../shell/format/locale-format';
import { LightForm } from '../../shell/forms/light/LightForm';
import { isValid, useLightForm, type LightFormHelpers } from '../../shell/forms/light/use-light-form';
import { payableTotal } from '../course-format';
import { CourseSummary } from './CourseSummary';
import { EmailExistsDialog } from './EmailExistsDialog';
import { PaymentOutcome, type Outcome } from './PaymentOutcome';
import { PaymentStep } from './PaymentStep';
import { emptyRegistration, paymentStepErrors, studentErrors, type RegistrationValues } from './registration-form';
import { StudentStep } from './StudentStep';
import { useCoursePayment } from './use-course-payment';

type Props = {
  course: PublicCourseFieldsFragment;
  open: boolean;
  /** Called when the dialog closes, by Finalizar, the close button or a click outside. */
  onClose: () => void;
  /** Ask the page to reload the course's places. */
  onPlacesChanged: () => void;
};

/**
 * Registration and payment (SPEC points 2 and 4): Datos, then Pago, then the outcome. Closing it
 * in any way resets it: its content unmounts with the dialog.
 */
export function RegistrationDialog({ course, open, onClose, onPlacesChanged }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const close = () => {
    onClose();
    onPlacesChanged();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby="registration-title"
      slotProps={{ paper: { sx: fullScreen ? undefined : { maxWidth: 1200 } } }}
    >
      <RegistrationFlow course={course} onFinish={close} onPlacesChanged={onPlacesChanged} />
    </Dialog>
  );
}

type FlowProps = { course: PublicCourseFieldsFragment; onFinish: () => void; onPlacesChanged: () => void };

/** Datos (0), Pago (1), then the outcome panel; a paid registration marks both steps done. */
function RegistrationFlow({ course, onFinish, onPlacesChanged }: FlowProps) {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [step, setStep] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const [verifyEmail] = usePublicMutation(VerifyCourseEmailDocument);
  const { pay, newAttempt } = useCoursePayment(course.id, onPlacesChanged);
  const paymentErrors = useMemo(
    () => paymentStepErrors(i18n, course.availableSpaces),
    // The messages are translated into the rules: build them again for another language. `i18n` keeps
    // its identity when the locale changes, so the locale is listed though the callback never reads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [i18n, i18n.locale, course.availableSpaces],
  );
  const validate = step === 0 ? studentErrors : paymentErrors;

  const submit = async (values: RegistrationValues, helpers: LightFormHelpers) => {
    if (step === 1) {
      setOutcome(await pay(values));
      return;
    }
    try {
      await loading.during(
        verifyEmail({ variables: { courseId: course.id, email: values.email.trim().toLowerCase() } }),
      );
      // Submitting touched every field: the card fields start clean on step 2.
      helpers.setTouched({});
      setStep(1);
    } catch (error) {
      if (apiErrorsOf(error)?.some((e) => e.code === 'CONFLICT')) {
        setEmailTaken(true);
        return;
      }
      const { fieldErrors, general } = readServerErrors(error, ['email']);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
    }
  };

  const retry = () => {
    newAttempt();
    setOutcome(null);
    setStep(1);
  };

  const form = useLightForm({ initialValues: emptyRegistration, validate, onSubmit: submit });
  const { values, isSubmitting } = form;
  const stepValid = isValid(validate, values);
  const stepNumber = step + 1;
  return (
    <LightForm form={form} style={{ display: 'contents' }}>
      <DialogTitle id="registration-title" sx={{ pr: 7 }}>
        <Typography
          variant="overline"
          component="span"
          color="text.secondary"
          sx={{ display: 'block', lineHeight: 1.6 }}
        >
          <Trans>Inscripción</Trans>
        </Typography>
        <Box component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.3 }}>
          {course.name}
        </Box>
      </DialogTitle>
      <IconButton aria-label={t`Cerrar`} onClick={onFinish} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>
        <Stepper activeStep={outcome?.kind === 'success' ? 2 : step} sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
          <Step>
            <StepLabel>
              <Trans>Datos</Trans>
            </StepLabel>
          </Step>
          <Step>
            <StepLabel>
              <Trans>Pago</Trans>
            </StepLabel>
          </Step>
        </Stepper>
        {outcome ? (
          <PaymentOutcome outcome={outcome} onFinish={onFinish} onRetry={retry} />
        ) : (
          <Grid container spacing={{ xs: 2, md: 4 }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="h6" component="h3">
                {step === 0 ? <Trans>Tus datos</Trans> : <Trans>Pago con tarjeta</Trans>}
              </Typography>
              {step === 0 ? <StudentStep emailRef={emailRef} /> : <PaymentStep course={course} />}
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <CourseSummary course={course} />
            </Grid>
          </Grid>
        )}
      </DialogContent>
      {!outcome && (
        <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ mr: 'auto' }}>
            <Trans>Paso {stepNumber} de 2</Trans>
          </Typography>
          <Button onClick={() => setStep(0)} disabled={step === 0 || isSubmitting} color="inherit">
            <Trans>Anterior</Trans>
          </Button>
          {/* SPEC point 2 says Siguiente on both steps; on step 2 the button charges the card, so it says so, with the amount. */}
          <Button type="submit" variant="contained" disabled={!stepValid || isSubmitting}>
            {step === 0 ? <Trans>Siguiente</Trans> : <PayLabel course={course} spaces={values.spaces} />}
          </Button>
        </DialogActions>
      )}
      <EmailExistsDialog
        open={emailTaken}
        onClose={() => {
          setEmailTaken(false);
          // Back to the field that needs another address.
          setTimeout(() => emailRef.current?.select(), 0);
        }}
      />
    </LightForm>
  );
}

/** "Pagar $7,000.00 MXN"; just "Pagar" while the places typed cannot be bought. */
function PayLabel({ course, spaces }: { course: PublicCourseFieldsFragment; spaces: string }) {
  const { i18n } = useLingui();
  const total = payableTotal(course.investment.cents, spaces, course.availableSpaces);
  if (total === null) return <Trans>Pagar</Trans>;
  const amount = formatMxn(total, i18n.locale);
  return <Trans>Pagar {amount}</Trans>;
}
